// `npm run dev` runs this first: secrets, migrations and demo data, as `npm start` does.
import { prepareLocal } from "./lib/local-setup.mjs";

prepareLocal();
