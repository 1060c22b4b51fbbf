import fastify from 'fastify';
import { announce } from './announce.ts';

// The reference point: bare Fastify, one route, default serializer, no plugins.
const app = fastify();
app.get('/', async () => ({ hello: 'world' }));
await announce(app);
