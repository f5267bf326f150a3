import type { Readable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Config } from '@signpost/config';
import { MAX_FILE_BYTES } from '@signpost/llmstxt';
import { createSignpostMcpServer } from '@signpost/mcp';
import type { McpLine } from './cli-program.js';
import { startEmbeddedEngine } from './embedded-engine.js';
import { embeddedTools } from './mcp-tools.js';
import { EXIT_FAILED, EXIT_OK, type CommandOutput, type Terminal } from './output.js';
import { embeddedConfig } from './run-analysis.js';
import { withTemporaryDataDir } from './temporary-data-dir.js';
import { packageVersion } from './version.js';

/**
 * A message is at most a validated file's text, quoted as JSON, with room to spare; a client that
 * sends more has its stream closed rather than this process's memory filled.
 */
const MAX_MESSAGE_BYTES = 4 * MAX_FILE_BYTES;

const TERMINAL_HINT =
  'signpost mcp is an MCP server: an agent starts it and speaks to it over standard input and output.\n' +
  'Add it to Claude Code with `claude mcp add signpost -- npx signpost mcp` (Cursor and VS Code: docs/operating.md).\n' +
  'Waiting for a client; press Ctrl-C to stop.\n';

/**
 * `signpost mcp`: Signpost's MCP server over stdio, for an agent on this machine (Claude Code, Cursor,
 * VS Code), on the embedded engine in a data folder of its own that goes when the session ends. It
 * serves until the client closes stdin or the process is stopped; stdout carries nothing but the
 * protocol, so logs (with --verbose) and problems go to stderr.
 */
export async function runMcp(
  line: McpLine & { verbose: boolean },
  config: Config,
  terminal: Terminal,
  streams: CommandOutput['protocol'],
): Promise<number> {
  if (streams === undefined) {
    terminal.err.write('signpost mcp speaks over standard input and output, which this run does not have.\n');
    return EXIT_FAILED;
  }
  // A person who runs the command by hand sees a cursor and nothing else: say what it waits for.
  if ((streams.input as Readable & { isTTY?: boolean }).isTTY === true) terminal.err.write(TERMINAL_HINT);
  return withTemporaryDataDir(async (dataDir) => {
    const engine = await startEmbeddedEngine(embeddedConfig(config, line.verbose, dataDir), terminal.err);
    const stopping = new AbortController();
    const log = engine.runtime.logger;
    const server = createSignpostMcpServer(
      embeddedTools(engine.runtime, config, {
        stopping: stopping.signal,
        reportError: (error) => log.error({ err: error }, 'MCP tool call failed'),
      }),
      { version: packageVersion() },
    );
    const transport = new StdioServerTransport(streams.input, streams.output, {
      maxBufferSize: MAX_MESSAGE_BYTES,
    });
    // The session ends when the client closes its end, or the transport gives up on what it sent.
    const ended = new Promise<void>((resolve) => {
      streams.input.once('end', resolve);
      streams.input.once('close', resolve);
      server.server.onclose = resolve;
    });
    try {
      await server.connect(transport);
      await ended;
      return EXIT_OK;
    } finally {
      stopping.abort();
      await server.close();
      await engine.close();
    }
  });
}
