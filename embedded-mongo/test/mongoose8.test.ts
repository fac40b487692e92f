import { createRequire } from 'node:module';
import type { Mongoose } from 'mongoose';
import { defineMongooseSuite } from './suites/mongoose-suite';

// mongoose 8's type declarations describe the module 'mongoose'; load the alias untyped
const mongoose8 = createRequire(import.meta.url)('mongoose8') as Mongoose;

defineMongooseSuite('8', mongoose8);
