import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A few addresses of Paris 20e, answered as the national geocoder does (GeoJSON features). */
const addresses = [
  { housenumber: "12", street: "Rue des Pyrénées", postcode: "75020", city: "Paris" },
  { housenumber: "120", street: "Rue des Pyrénées", postcode: "75020", city: "Paris" },
  { housenumber: "18", street: "Avenue Gambetta", postcode: "75020", city: "Paris" },
  { housenumber: "3", street: "Rue de Belleville", postcode: "75020", city: "Paris" },
  { housenumber: "12", street: "Rue des Pyrénées", postcode: "64000", city: "Pau" },
  { housenumber: "7", street: "Rue des Pyrénées", postcode: "31000", city: "Toulouse" },
  { housenumber: "9", street: "Rue des Pyrénées", postcode: "66000", city: "Perpignan" },
];

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export type AddressServer = {
  url: string;
  /** What the next requests get: the addresses, a 500, or an answer later than any timeout. */
  mode: "ok" | "error" | "slow";
  requests: URL[];
  close: () => Promise<void>;
};

/** A loopback server speaking the geocoder's search API: `GET /search?q=…&limit=…`. */
export async function startAddressServer(): Promise<AddressServer> {
  const state: AddressServer = { url: "", mode: "ok", requests: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    state.requests.push(url);
    if (url.pathname !== "/search") {
      res.writeHead(404).end();
      return;
    }
    if (state.mode === "error") {
      res.writeHead(500, { "content-type": "text/html" }).end("<h1>Erreur</h1>");
      return;
    }
    const answer = () => {
      const words = fold(url.searchParams.get("q") ?? "")
        .split(/\s+/)
        .filter(Boolean);
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const features = addresses
        .map((a) => ({ ...a, name: `${a.housenumber} ${a.street}`, label: `${a.housenumber} ${a.street} ${a.postcode} ${a.city}` }))
        .filter((a) => words.every((w) => fold(a.label).includes(w)))
        .slice(0, limit)
        .map((a) => ({ type: "Feature", geometry: { type: "Point", coordinates: [2.39, 48.86] }, properties: { ...a, score: 0.9, type: "housenumber" } }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ type: "FeatureCollection", features }));
    };
    if (state.mode === "slow") setTimeout(answer, 5000).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
