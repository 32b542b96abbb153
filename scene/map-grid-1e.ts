// The 1st edition's board (issue 22; engine/data/1e, agot-1e.md §4.1), drawn from the 2nd edition's
// map (map-grid.ts) where the areas coincide: every area north of Dorne keeps its cells; each port
// became part of its sea (the 1st edition has none, [1E-BOARD-06]); the West and East Summer Seas
// and the Sunset Sea's south became one Summer Sea and the Sunset Sea, with the Redwyne Straits
// between them down to the board's edge; the Boneway, Three Towers and most of Prince's Pass became
// the Dornish Marches, Salt Shore became Yronwood, and Starfall took the south-west coast of Dorne,
// behind the Redwyne Straits (which wrap the Arbor). The Mountains of the Moon reach Crackclaw
// Point's coast, and Shipbreaker Bay the Sea of Dorne, so that every pair that touches is a border
// of the 1st edition. map-grid-1e.test.ts checks it against the engine's 1st-edition adjacency.
//
// Legend: map-grid.ts's characters for the areas both boards share, '=' the Summer Sea.
import type { AreaId } from '../engine/data/areas';

/** The grid, one string per row, north first (88 × 120, as map-grid.ts). */
export const MAP_ROWS_1E: readonly string[] = String.raw`
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
,,,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXwwww;;;;;;;;;;
,,,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXwwwwwww;;;;;;;
,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXwwwwwwwww;;;;;;;
,,,,,,,,,,,,,,,,,,WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXwwwwwwwww;;;;;;;
,,,,,,,,,,,,,,,,,,,GGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXwwwwwwwwww::::::
,,,,,,,,,,,,,,,,,,,GGGGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXXwwwwwwwww::::::
,,,,,,,,,,,,,,,,,,,GGGGGGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXXXwwwww:::::::::
,,,,,,,,,,,,,,,,,,,GGGGGGGGWWWWWWWWWWWWWWWWWWWWWWWWWWWXXXXXXXXXXXXXXXXXXXXwwwww:::::::::
,,,,,,,,,,,,,,,,FFGGGGGGGGGGMMMMMMMMMMMMMMMMMMMMMMXXXXXXXXXXXXXXXXXXXX::::::::::::::::::
,,,,,,,,,,,,,,,,FFGGGGGGGGGGMMMMMMMMMMMMMMMMMMMMMMXXXXXXXXXXXXXXXXXXXX::::::::::::::::::
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
~~~~~~~~~~~~'''''PPP'''''SSSSSSSSSSSSSTTTTTTTTTTTTTTTTTTTTIIIIIIIIIIIIIIIII:::::::::::::
~~~~~~~~~~~~''''PPPP''''''SSSSSSSSSSSSSSTTTTTTTTTTTTTTTTTTIIIIIIIIIIIIIIIII:::::::::::::
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
~~~~~~~~~~~~~~""""LLLLLLLRRRRRRRRRRRRRRRHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJN::::::::::::::::
~~~~~~~~~~~~~~""""LLLLLLLRRRRRRRRRRRRRHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJNN:::::::::::::::
~~~~~~~~~~~~~~""""LLLLLLLLeeeeeeeeeRRRHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJJJ%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~""""LLLLLLLLeeeeeeeeeeeeHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJJJ%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~""""LLLLLLLLeeeeeeeeeeeeHHHHHHHHHHHHJJJJJJJJJJJJJJJJJJJJJJJ%%%%%dd%%%%%%%%
~~~~~~~~~~~~~~""""LLLLLLLLLeeeeeeeeeeeHHHHHHHHHHbbbbJJJJJJJJJJJJJJJJJJ%%%%%%%%dddd%%%%%%
~~~~~~~~~~~~~~~~"mmmmmLLLLLeeeeeeeeebbbbbbbbbbbbbbbbbbJJJJJJJJJJJJJJJJ%%%%%%%%dddd%%%%%%
~~~~~~~~~~~~~~~~mmmmmmmmmmLeeeeeeeeebbbbbbbbbbbbbbbbbbJJJJJJJJJJJJJJJJ%%%%%%%%ddd%%%%%%%
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
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrDDDDDDkkkkkkkksssss%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmmmmmmmmmmmmmrrrrrrrrrrrrrrrrrrrrrrDDDDDDDkkkkkkssssss%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~mmmhhhhhhhhhhhrrrrrrrrrrrrrrrrrrrrrDDDDDDDDDDDkkkkssssss%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~mmhhhhhhhhhhhrrrrrrrrrrrrrrrrrrrrDDDDDDDDDDDDDkkkssssss%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhhrrrrrrrrrrrrrrrrrDDDDDDDDDDDDDDDDssssss%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhhrrrrrrrrrrrrrrrrrDDDDDDDDDDDDDDDDssssss%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhhhrrrrrrrrrrrrrrrDDDDDDDDDDDDDDDDDssssss%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhhhrrrrrrrrrrrrrrrDDDDDDDDDDDDDDDDDssssss%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhhDDDDDDDDDrrrrrDDDDDDDDDDDDDDD_______ssss%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhDDDDDDDDDDrrrrrDDDDDDDDDDDDDDD_______ssss%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhDDDDDDDDDDDDDDDDDDDDDDDDDDDD_________ssss%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~~~hhhhhhhhhhhhDDDDDDDDDDDDDDDDDDDDDDDDDD____________ss%%%%%%%%%%%%%%%%
~~~~~~~~~~~~~~~~~~++hhhhhhhhhhhDDDDDDDDDDDDDDDDDDDDDDDDDDD________________________======
~~~~~~~~~~~~~~~~~~++hhhhhhhhhhDDDDDDDDDDDDDDDDDDDDDDDDDDDD________________________======
~~~~~~~~~~~~~~++++++OOhhhhhhhhDDDDDDDDDDDDDDDDDDDDDDDDDDDD______________________========
~~~~~~~~~~~~~~++++++OOOhhhhhDDDDDDDDDDDDDDDDDDDDDDDDDDDDDYYY____________________========
~~~~~~~~~~~~~~++++OOOOOODDDDDDDDDDDDDDDDDDDDDDDDDDDDDDYYYYYY______________==============
~~~~~~~~~~~~~~++++OOOOOODDDDDDDDDDDDDDDDDDDDDDDDDDDYYYYYYYYY______________==============
~~~~~~~~~~~~++++OOOOOODDDDDDDDDDDDDDDDDDDDDDDDDDYYYYYYYYYYYY___________UUUUUUUUU========
~~~~~~~~~~~~++++OOOOODDDDDDDDDDDDDDDDDDDDDDDDDDDYYYYYYYYYYYY__________UUUUUUUUUU========
~~~~~~~~~~~~+++fDDDDDDDDDDDDDDDDDDDDDDDDDDDDYYYYYYYYYYYYYYYY_________UUUUUUUUUUU========
~~~~~+++++++++ffffDDDDDDDDDDDDDDDDDDDDDDDDDDYYYYYYYYYYYYYYYYY________UUUUUUUUUUU========
~~~~~+AAAAAA++fffffDDDDDDDDDDDDDDDDDDDDDDYYYYYYYYYYYYYYYYYYYY____UUUUUUUUUUUUUUU========
~~~~~+AAAAAA++ffffffDDDDDDDDDDDDDDDDDDDDYYYYYYYYYYYYYYYYYYYYYY___UUUUUUUUUUUUUUU========
~~~~~+AAAAAA++fffffffffffffffffDDDDDDDDDYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUUUUUUU========
~~~~~+AAA+++++fffffffffffffffffffDDDDDDDYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUUUUUUU========
~~~~~++++++++++fffffffffffffffffffffffffYYYYYYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUU========
~~~~~~~+++++++++ffffffffffffffffffffffffYYYYYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUUU========
~~~~~~~~~~~~~++++++++fffffffffffffffffffYYYYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUUU=========
~~~~~~~~~~~~~~~+++++++ffffffffffffffffffYYYYYYYYYYYYYYYYYYYYYYYYYYYUUUUUUUUUUU==========
~~~~~~~~~~~~~~~~++++++ffffffffffffffffffYYYYYYYYYYYYYYYYYYYYYYYYYYY=====================
~~~~~~~~~~~~~~~~~++++++ffffffffffffffffYYYYYYYYYYYYYYYYYYYYYYYYYYY======================
~~~~~~~~~~~~~~~~~~+++++ffffffffffffff+YYYYYYYYYYYYYYYYYYYYYYYY==========================
~~~~~~~~~~~~~~~~~~~++++++fffffffff+++++YYYYYYYYYYYYYYYYYYYYYYY==========================
~~~~~~~~~~~~~~~~~~~~+++++fffffffff+++++++++=============================================
~~~~~~~~~~~~~~~~~~~~~+++++ffffffff+++++++===============================================
~~~~~~~~~~~~~~~~~~~~~~+++++++++++++++===================================================
~~~~~~~~~~~~~~~~~~~~~~+++++++++++++++===================================================
~~~~~~~~~~~~~~~~~~~~~~+++++++++++++++===================================================
~~~~~~~~~~~~~~~~~~~~~~+++++++++++++++===================================================
~~~~~~~~~~~~~~~~~~~~~~+++++++++++++++===================================================
~~~~~~~~~~~~~~~~~~~~~~+++++++++++++++===================================================
`.trim().split('\n');

/** Which area each character stands for ('^', the land beyond the Wall, as in map-grid.ts). */
export const LEGEND_1E: { readonly [ch: string]: AreaId } = {
  A: 'the-arbor',
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
  b: 'blackwater',
  d: 'dragonstone',
  e: 'stoney-sept',
  f: 'starfall',
  h: 'highgarden',
  k: 'kingswood',
  m: 'searoad-marches',
  r: 'the-reach',
  s: 'storms-end',
  w: 'widows-watch',
  y: 'the-stony-shore',
  '~': 'sunset-sea',
  ',': 'bay-of-ice',
  ';': 'the-shivering-sea',
  ':': 'the-narrow-sea',
  "'": 'ironmans-bay',
  '"': 'the-golden-sound',
  '+': 'redwyne-straits',
  '_': 'sea-of-dorne',
  '%': 'shipbreaker-bay',
  '&': 'blackwater-bay',
  '=': 'summer-sea',
};
