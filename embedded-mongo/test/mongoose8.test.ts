import mongoose8 from 'mongoose8';
import type { Mongoose } from 'mongoose';
import { defineMongooseSuite } from './suites/mongoose-suite';

defineMongooseSuite('8', mongoose8 as unknown as Mongoose);
