// The project's own map of Westeros, authored as a character grid (architecture.md, "Data"): one
// character is one square cell, north at the top. The first draft was drawn by hand at half this
// resolution (44 x 60), doubled, and its coastlines and land borders roughened one cell at a time
// without changing which areas touch; edit it freely, map-grid.test.ts checks every edit against the
// engine's adjacency. It is not traced from any published artwork.
//
// Legend: upper- and lower-case letters are the 38 land areas, punctuation the 12 seas, digits the 8
// ports (each a 2 x 2 block between its land area and its sea), '^' the land beyond the Wall, which
// is drawn but is no area of the game.
import type { AreaId } from '../engine/data/areas';

/** The grid, one string per row, north first. Every row has the same length. */
export const MAP_ROWS: readonly string[] = String.raw`
,,,,,,,,,,,,,,,,,,^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKKKKKKK;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKKKKKKK;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,yyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKKKKKKKK;;;;;;;;;;;;
,,,,,,,,,,,,,,,,yyyyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKKKKKKK;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,yyyyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKKKKKKK;;;;;;;;;;;;;
,,,,,,,,,,,,,,,yyyyyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKKKKK;;;;;;;;;;;;;
,,,,,,,,,,,,,,,yyyyyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKKKKK;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,yyyyyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWKKKKKKKKK;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,yyyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW;;;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,yyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW;;;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,yyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW;;;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,yyyyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW;;;;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,yyyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXw;;;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,yyyWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXwww;;;;;;;;;;;
,,,,,,,,,,,,,,,,,,11WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXwwww;;;;;;;;;;
,,,,,,,,,,,,,,,,,,11WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXwwwwwww;;;;;;;
,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXwwwwwwwww;;;;;;;
,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXwwwwwwwww;;;;;;;
,,,,,,,,,,,,,,,,,,,GGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXwwwwwwwwww::::::
,,,,,,,,,,,,,,,,,,,GGGGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXXwwwwwwwww::::::
,,,,,,,,,,,,,,,,,,,GGGGGGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXXXwwwww:::::::::
,,,,,,,,,,,,,,,,,,,GGGGGGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXXXXwwwww:::::::::
,,,,,,,,,,,,,,,,FFGGGGGGGGGGMMMMMMMMMMMMMMMMMMMMMMXXXXXXXXXXXXXXXXXXXX22::::::::::::::::
,,,,,,,,,,,,,,,,FFGGGGGGGGGGMMMMMMMMMMMMMMMMMMMMMMXXXXXXXXXXXXXXXXXXXX22::::::::::::::::
~~~~~~~~~FFFFFFFFFGGGGGGGGGGMMMMMMMMMMMMMMMMMMMMMMMXXXXXXXXXXXXX::::::::::::::::::::::::
~~~~~~~~~FFFFFFFFFGGGGGGGGGGMMMMMMMMMMMMMMMMMMMMMMMXXXXXXXXXXX::::::::::::::::::::::::::
~~~~~~~~FFFFFFFFF'''GGGGGGGGMMMMMMMMMMMMMMMMMMMMMMMMMM::::::::::::::::::::::::::::::::::
~~~~~~~~~FFFFFFFF'''GGGGGGGGMMMMMMMMMMMMMMMMMMMMMMMMMM::::::::::::::::::::::::::::::::::
~~~~~~~~~~~FFFFFF'''GGGGGGGGMMMMMMMMMMMMMMMMMMMMMMMMMM::::::::::::::::::::::::::::::::::
~~~~~~~~~~~~~FFF''''GGGGGGGGMMMMMMMMMMMMMMMMMMMMMM::::::::::::::::::::::::::::::::::::::
~~~~~~~~~~~~~~'''''''GGGGGSSSMMMMMMMMMMMMMMMMMMMMM::::::::::::::::::::::::::::::::::::::
~~~~~~~~~~~~~~'''''''GGGGGSSSMMMMMMMMMMMMMMMMMMMMM::::::::::::::::::::::::::::::::::::::
~~~~~~~~~~~~~~''''''''SSSSSSSSSSMMMMMMMMMMTTTTTTTTTTT:::::::::::::::::::::::::::::::::::
~~~~~~~~~~~~~~''''''''SSSSSSSSSSSMMMMMMMTTTTTTTTTTTTT:::::::::::::::::::::::::::::::::::
~~~~~~~~~~~~~~''''''''SSSSSSSSSSSSTTTTTTTTTTTTTTTTTTT::::::::::::::::IIII:::::::::::::::
~~~~~~~~~~~~~~'''''''''SSSSSSSSSSSTTTTTTTTTTTTTTTTTTTTT:::::::::::::IIIIIII:::::::::::::
~~~~~~~~~~~~''''''''''''SSSSSSSSSSTTTTTTTTTTTTTTTTTTTTTTT::::::::::IIIIIIII:::::::::::::
~~~~~~~~~~~~''''''''''''SSSSSSSSSSSTTTTTTTTTTTTTTTTTTTTTTT::::::::IIIIIIIII:::::::::::::
~~~~~~~~~~~~'''''PPP33'''SSSSSSSSSSSSSTTTTTTTTTTTTTTTTTTTTIIIIIIIIIIIIIIIII:::::::::::::
~~~~~~~~~~~~''''PPPP33''''SSSSSSSSSSSSSSTTTTTTTTTTTTTTTTTTIIIIIIIIIIIIIIIII:::::::::::::
~~~~~~~~~~~~'''''PPPPP''''RRRRRRRRRRRRRRNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN::::::::::::::
~~~~~~~~~~~~''''''PPPP''''RRRRRRRRRRRRRRNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN::::::::::::::
~~~~~~~~~~~~~~''''''''''''RRRRRRRRRRRRRRRNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN::::::::::::::
~~~~~~~~~~~~~~''''''''''''RRRRRRRRRRRRRRRNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN::::::::::::::
~~~~~~~~~~~~~~""""'''''''RRRRRRRRRRRRRRRRRRRHHHHHNNNNNNNNNNNNNNNNNNNNNNNNEE:::::::::::::
~~~~~~~~~~~~~~""""'''''''RRRRRRRRRRRRRRRRRRHHHHHHHNNNNNNNNNNNNNNNNNNNNNNEEEEEE::::::::::
~~~~~~~~~~~~~~""""""""""RRRRRRRRRRRRRRRRRRHHHHHHHHNNNNNNNNNNNNNNNNNNNNNNEEEEEEEE::::::::
~~~~~~~~~~~~~~""""""""""RRRRRRRRRRRRRRRRRHHHHHHHHHNNNNNNNNNNNNNNNNNNNNNNEEEEEEEE::::::::
~~~~~~~~~~~~~~""""""""""RRRRRRRRRRRRRRRRRHHHHHHHHHJJJJJJNNNNNNNNNNNNNNNNEEEEEEE:::::::::
~~~~~~~~~~~~~~""""""""""RRRRRRRRRRRRRRRRRHHHHHHHHHJJJJJJJNNNNNNNNNNNNNNNEEEEEE::::::::::
~~~~~~~~~~~~~~""""LLLLLLLRRRRRRRRRRRRRRRHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJ:::::::::::::::::
~~~~~~~~~~~~~~""""LLLLLLLRRRRRRRRRRRRRHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJ:::::::::::::::::
~~~~~~~~~~~~~~""44LLLLLLLLeeeeeeeeeRRRHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJJJ%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~""44LLLLLLLLeeeeeeeeeeeeHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJJJ%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~""""LLLLLLLLeeeeeeeeeeeeHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJJJ%%%%%dd%%%%%%%%
~~~~~~~~~~~~~~""""LLLLLLLLLeeeeeeeeeeeHHHHHHHHHHbbbbJJJJJJJJJJJJJJJJJJ%%%%%%%%dddd%%%%%%
~~~~~~~~~~~~~~~~"mmmmmLLLLLeeeeeeeeebbbbbbbbbbbbbbbbbbJJJJJJJJJJJJJJJJ%%%%%%55dddd%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmLeeeeeeeeebbbbbbbbbbbbbbbbbbJJJJJJJJJJJJJJJJ%%%%%%55ddd%%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmeeeeeebbbbbbbbbbbbbbbbbQQQQQQQQQQQQQ&&&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmeeeeebbbbbbbbbbbbbbbbbQQQQQQQQQQQQ&&&&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmmmbbbbbbbbbbbbbbbbrrQQQQQQQQQQQ&&&&&&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmmmbbbbbbbbbbbbbrrrrrrQQQQQQQQQ&&&&&&&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrQQQQQQQQkkkk&&&&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrQQQQQkkkkkk&&&&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrrkkkkkkkkkkkk&&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrrkkkkkkkkkkkkk&&&%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrrkkkkkkkkkkkkkk%%%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrrkkkkkkkkkkkkkk%%%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrBBBBBBkkkkkkkksssss%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrrBBBBBBBkkkkkkssssss%%%%%%%%%%%%%%
------------------mmmhhhhhhhhhhhrrrrrrrrrrrrrrrrrrrrrBBBBBBBBBBBkkkkssssss66%%%%%%%%%%%%
-------------------mmhhhhhhhhhhhrrrrrrrrrrrrrrrrrrrrBBBBBBBBBBBBBkkkssssss66%%%%%%%%%%%%
--------------------hhhhhhhhhhhhhrrrrrrrrrrrrrrrrrBBBBBBBBBBBBBBBBssssss%%%%%%%%%%%%%%%%
--------------------hhhhhhhhhhhhhrrrrrrrrrrrrrrrrrBBBBBBBBBBBBBBBBssssss%%%%%%%%%%%%%%%%
--------------------hhhhhhhhhhhhhhrrrrrrrrrrrrrrrBBBBBBBBBBBBBBBBBssssss%%%%%%%%%%%%%%%%
--------------------hhhhhhhhhhhhhhrrrrrrrrrrrrrrrBBBBBBBBBBBBBBBBBssssss%%%%%%%%%%%%%%%%
--------------------hhhhhhhhhhhhhDDDDDDDDDrrrrrBBBBBBBBBBBBBBB_______ssss===============
--------------------hhhhhhhhhhhhDDDDDDDDDDrrrrrBBBBBBBBBBBBBBB_______ssss===============
--------------------hhhhhhhhhhhhDDDDDDDDDDDDBBBBBBBBBBBBBBBB_________ssss===============
--------------------hhhhhhhhhhhhDDDDDDDDDDDDBBBBBBBBBBBBBB____________ss================
------------------++hhhhhhhhhhhDDDDDDDDDDDDDBBBBBBBBBBBBBB________________________======
------------------++hhhhhhhhhhDDDDDDDDDDDDDDBBBBBBBBBBBBBB________________________======
--------------++++++OOhhhhhhhhDDDDDDDDDDDDDppBBBBBBBBBBBBB______________________========
--------------++++++OOOhhhhhDDDDDDDDDDDDDDDpppBBBBBBBBBBBYYY____________________========
--------------++77OOOOOODDDDDDDDDDDDDDDDDDppppBBBBBBBBYYYYYY______________==============
--------------++77OOOOOODDDDDDDDDDDDpppppppppBBBBBBYYYYYYYYY______________==============
------------++++OOOOOOttttDDDDDDDDDDppppppppBBBBYYYYYYYYYYYY___________UUUUUUUUU========
------------++++OOOOOtttttDDDDDDDDppppppppppBBBBYYYYYYYYYYYY__________UUUUUUUUUU========
------------+++++tttttttttDDDDDDppppppppppppYYYYYYYYYYYYYYYY_________UUUUUUUUUUU88======
------------+++++ttttttttttDDDDpppppppppppppYYYYYYYYYYYYYYYYY________UUUUUUUUUUU88======
------AAAAAA+++++tttttttttttpppppppppppppYYYYYYYYYYYYYYYYYYYY____UUUUUUUUUUUUUUU========
------AAAAAA++++ttttttttttttppppppppppppYYYYYYYYYYYYYYYYYYYYYY___UUUUUUUUUUUUUUU========
------AAAAAA--++tttttttttttffffpppppppppYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUUUUUUU========
------AAA-----++ttttttttttfffffffpppppppYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUUUUUUU========
----------------tttttfffffffffffffffffffYYYYYYYYYYYYYYYYYYYYYZZZZZZZZUUUUUUUUUUU========
-----------------tttffffffffffffffffffffYYYYYYYYYYYYYYYYYYYYZZZZZZZZUUUUUUUUUUUU========
---------------------fffffffffffffffffffZZZZZZZZZZZZZZZZZZZZZZZZZZZUUUUUUUUUUUU=========
----------------------ffffffffffffffffffZZZZZZZZZZZZZZZZZZZZZZZZZZZUUUUUUUUUUU==========
----------------------ffffffffffffffffffZZZZZZZZZZZZZZZZZZZZZZZZZZZ=====================
-----------------------ffffffffffffffffZZZZZZZZZZZZZZZZZZZZZZZZZZZ======================
-----------------------ffffffffffffff=ZZZZZZZZZZZZZZZZZZZZZZZZ==========================
-------------------------fffffffff=====ZZZZZZZZZZZZZZZZZZZZZZZ==========================
-------------------------fffffffff======================================================
--------------------------ffffffff======================================================
--------------------------------========================================================
--------------------------------========================================================
--------------------------------========================================================
--------------------------------========================================================
--------------------------------========================================================
--------------------------------========================================================
`.trim().split('\n');

/** Drawn as land but belongs to no area. */
export const BEYOND_THE_WALL = '^';

/** Which area each character stands for. */
export const LEGEND: { readonly [ch: string]: AreaId } = {
  A: 'the-arbor',
  B: 'the-boneway',
  C: 'castle-black',
  D: 'dornish-marches',
  E: 'the-eyrie',
  F: 'flints-finger',
  G: 'greywater-watch',
  H: 'harrenhal',
  I: 'the-fingers',
  J: 'crackclaw-point',
  K: 'karhold',
  L: 'lannisport',
  M: 'moat-cailin',
  N: 'the-mountains-of-the-moon',
  O: 'oldtown',
  P: 'pyke',
  Q: 'kings-landing',
  R: 'riverrun',
  S: 'seagard',
  T: 'the-twins',
  U: 'sunspear',
  W: 'winterfell',
  X: 'white-harbor',
  Y: 'yronwood',
  Z: 'salt-shore',
  b: 'blackwater',
  d: 'dragonstone',
  e: 'stoney-sept',
  f: 'starfall',
  h: 'highgarden',
  k: 'kingswood',
  m: 'searoad-marches',
  p: 'princes-pass',
  r: 'the-reach',
  s: 'storms-end',
  t: 'three-towers',
  w: 'widows-watch',
  y: 'the-stony-shore',
  '~': 'sunset-sea',
  ',': 'bay-of-ice',
  ';': 'the-shivering-sea',
  ':': 'the-narrow-sea',
  "'": 'ironmans-bay',
  '"': 'the-golden-sound',
  '-': 'west-summer-sea',
  '=': 'east-summer-sea',
  '+': 'redwyne-straits',
  '_': 'sea-of-dorne',
  '%': 'shipbreaker-bay',
  '&': 'blackwater-bay',
  '1': 'port-of-winterfell',
  '2': 'port-of-white-harbor',
  '3': 'port-of-pyke',
  '4': 'port-of-lannisport',
  '5': 'port-of-dragonstone',
  '6': 'port-of-storms-end',
  '7': 'port-of-oldtown',
  '8': 'port-of-sunspear',
};
