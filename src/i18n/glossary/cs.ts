import { glossaryMessages, type Glossary } from './glossary';
import glossary from './cs.json';

export const GLOSSARY_CS = glossaryMessages(glossary as Glossary);
