import { z } from "zod";
import { fr } from "zod/v4/locales";

// Every schema's own messages are the spec's French texts; where a schema says nothing (a value of
// the wrong type inside a crafted body, say), the library's defaults are French too, never English.
z.config(fr());
