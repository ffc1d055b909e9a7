import { SCHEMAS_DIR, writeJsonSchemas } from "./write-schemas.ts";

// `npm run schemas -w @horda/content`: regenerates packages/content/schemas/*.schema.json.
for (const name of writeJsonSchemas()) console.log(`wrote ${SCHEMAS_DIR}/${name}`);
