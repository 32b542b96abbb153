import { glossaryMessages, type Glossary } from './glossary';
import glossary from './ru.json';

export const GLOSSARY_RU = glossaryMessages(glossary as Glossary);
