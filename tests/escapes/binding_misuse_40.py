# expect: value ['a', 'secret']
# technique: binding results are plain data and carry no state
# bindings: kv
kv.echo(kv.keys())
