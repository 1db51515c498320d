# expect: guest NameError
# technique: KeyboardInterrupt/SystemExit/GeneratorExit are not guest builtins
raise SystemExit(0)
