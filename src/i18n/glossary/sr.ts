import { glossaryMessages, type Glossary } from './glossary';
import glossary from './sr.json';

export const GLOSSARY_SR = glossaryMessages(glossary as Glossary);
