import mongoose from 'mongoose';
import { defineMongooseSuite } from './suites/mongoose-suite';

defineMongooseSuite('9', mongoose);
