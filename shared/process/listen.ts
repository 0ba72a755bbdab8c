import http, { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";

/**
 * Serves an Express app as `app.listen` does, on a Node server whose requests and responses are
 * born with the app's own prototypes (`app.request`, `app.response`). Express gives every request
 * and response those prototypes on arrival (`Object.setPrototypeOf`); changing an object's prototype
 * leaves V8's caches for it cold, and Node's HTTP code then ran several times slower on each: on
 * this machine Express answering a constant took 68 µs of CPU a request so, 17 µs this way, against
 * 12 µs for a bare Node server (expressjs/express#5998; decision 045). Node builds the objects
 * with the classes it is given (`http.createServer`'s `IncomingMessage` and `ServerResponse`), and
 * Express's own `setPrototypeOf` then finds the prototype already in place and changes nothing.
 * Used by the API and the web server alike. (A sub-app mounted in the app would still swap them;
 * neither has one.)
 */
export function listen(app: Express, port: number, host: string, callback?: (error?: Error) => void): http.Server {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, request: IncomingMessage, options: object) {
    (ServerResponse as unknown as (this: ServerResponse, request: IncomingMessage, options: object) => void).call(this, request, options);
  }
  AppResponse.prototype = app.response;
  const server = http.createServer(
    { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse },
    app,
  );
  // As Express's `listen`: the callback hears of an error to listen (a port taken), once.
  if (callback) {
    let called = false;
    const once = (error?: Error) => {
      if (called) return;
      called = true;
      callback(error);
    };
    server.once("error", once);
    return server.listen(port, host, () => once());
  }
  return server.listen(port, host);
}
