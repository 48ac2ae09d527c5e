print("tessera-demo")
