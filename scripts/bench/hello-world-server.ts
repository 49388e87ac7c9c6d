/**
 * The yardstick for the API figures: a bare Fastify hello-world (same Fastify, same Node, no
 * logging, no database), started as its own process like the real server, on 127.0.0.1:PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
