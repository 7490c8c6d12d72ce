import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { InputError, oneLine } from '../errors.js';

/** Reads a YAML config file into its raw document, before validation. */
export function readConfigDocument(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`config ${file}: cannot read (${oneLine(error)})`);
  }
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new InputError(`config ${file}: not valid YAML (${oneLine(error)})`);
  }
  return document;
}
