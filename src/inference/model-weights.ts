import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError, oneLine } from '../errors.js';
import { parameterCount, readOnnxGraph } from './onnx-graph.js';

/** What an ONNX model weighs: its parameters and its bytes on disk. */
export interface ModelWeights {
  /** Elements of the graph's initializers; null when the protobuf could not be walked (the runtime is the judge of the file). */
  parameters: number | null;
  /** The .onnx file plus each external data file it names that is in its folder. */
  fileBytes: number;
}

/**
 * Reads an ONNX file's parameter count and size. External data files are
 * taken as the ONNX spec places them, relative to the model's folder; a
 * location that leaves the folder (absolute, or through `..`) or is missing
 * is not counted: its size is not this model's to report.
 *
 * @throws InputError naming `what` when the model file cannot be read.
 */
export async function readModelWeights(file: string, what: string): Promise<ModelWeights> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`, { cause: error });
  }
  let parameters: number | null = null;
  let external = new Set<string>();
  try {
    const graph = readOnnxGraph(bytes);
    parameters = parameterCount(graph);
    external = graph.externalData;
  } catch {
    // Not walkable: the size still says something, the count is unknown.
  }
  const folder = path.dirname(path.resolve(file));
  let fileBytes = bytes.length;
  for (const location of external) {
    const resolved = path.resolve(folder, location);
    if (path.isAbsolute(location) || !resolved.startsWith(folder + path.sep)) continue;
    try {
      fileBytes += (await stat(resolved)).size;
    } catch {
      // Missing: the runtime refuses such a model when it opens it.
    }
  }
  return { parameters, fileBytes };
}
