import { glossaryMessages, type Glossary } from './glossary';
import glossary from './he.json';

export const GLOSSARY_HE = glossaryMessages(glossary as Glossary);
