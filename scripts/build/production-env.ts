// Imported first by the build: React picks its development or production build when it is first
// loaded, and the server bundle's react-dom must match the react that scripts load.
process.env.NODE_ENV = "production";
