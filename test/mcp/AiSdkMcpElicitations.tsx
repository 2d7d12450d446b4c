import { ElicitationRequestSchema, type ElicitResult, type MCPClient } from "@ai-sdk/mcp";
import { useEffect, useState } from "react";
import { ElicitationForm } from "../../src/mcp/index.ts";

// The README's @ai-sdk/mcp variant: the same, through its client's onElicitationRequest.

interface Asked {
  id: number;
  params: unknown;
  reply: (result: ElicitResult) => void;
}

export function AiSdkMcpElicitations({ client }: { client: MCPClient }) {
  const [asked, setAsked] = useState<Asked[]>([]);
  useEffect(() => {
    let next = 0;
    client.onElicitationRequest(
      ElicitationRequestSchema,
      (request) =>
        new Promise<ElicitResult>((resolve) => {
          const id = next++;
          setAsked((list) => [...list, { id, params: request.params, reply: resolve }]);
        }),
    );
  }, [client]);
  return asked.map(({ id, params, reply }) => (
    <ElicitationForm key={id} request={params} serverName={client.serverInfo.name} onSubmit={reply} />
  ));
}
