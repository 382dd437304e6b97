/** A fake server-sent event stream reply the test writes to and ends, as the query API would. */
export function eventStreamReply() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  const response = new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  return { response, push: (text: string) => push(text), end: () => end() };
}
