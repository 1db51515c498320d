# expect: value ['aget', 'big', 'echo', 'expose', 'fail', 'get', 'keys', 'leak', 'leak_function', 'put']
# technique: capabilities() lists exports as plain data, never the binding or its state
# bindings: kv
# kv-calls: 0
caps = capabilities()
sorted(caps['bindings']['kv'])
