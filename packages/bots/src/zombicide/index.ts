export { simpleZombicideBot } from "./simple-bot.ts";
