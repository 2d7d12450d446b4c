import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { type ElicitRequest, ElicitRequestSchema, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { useEffect, useState } from "react";
import { ElicitationForm } from "../../src/mcp/index.ts";

// The README's "Answer MCP elicitation" example, as written (only the import
// path differs): every elicitation/create request the server sends becomes an
// ElicitationForm, and the request is answered when the person acts.

interface Asked {
  id: number;
  params: ElicitRequest["params"];
  reply: (result: ElicitResult) => void;
}

export function McpElicitations({ client }: { client: Client }) {
  const [asked, setAsked] = useState<Asked[]>([]);
  useEffect(() => {
    let next = 0;
    client.setRequestHandler(
      ElicitRequestSchema,
      (request) =>
        new Promise<ElicitResult>((resolve) => {
          const id = next++;
          setAsked((list) => [...list, { id, params: request.params, reply: resolve }]);
        }),
    );
  }, [client]);
  return asked.map(({ id, params, reply }) => (
    <ElicitationForm
      key={id}
      request={params}
      serverName={client.getServerVersion()?.name ?? "An MCP server"}
      onSubmit={reply}
    />
  ));
}
