
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/cnn'
os.environ['TORCH_LOGS'] = '+fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCH_LOGS_OUT'] = '/tmp/cnn/fusion.log'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/triton/0'

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.fx_graph_cache = False
torch._inductor.config.deterministic = False
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.enable_autograd_cache = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.11.0+cu130
# torch cuda version: 13.0
# torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45


# CUDA Info: 
# nvcc: NVIDIA (R) Cuda compiler driver 
# Copyright (c) 2005-2025 NVIDIA Corporation 
# Built on Wed_Aug_20_01:58:59_PM_PDT_2025 
# Cuda compilation tools, release 13.0, V13.0.88 
# Build cuda_13.0.r13.0/compiler.36424714_0 

# GPU Hardware Info: 
# NVIDIA H100 80GB HBM3 : 1 

torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, primals_3, primals_7, primals_9, primals_14, primals_16, primals_21, primals_22, primals_23, convolution, squeeze_1, relu, convolution_1, squeeze_4, relu_1, convolution_2, getitem_5, rsqrt_2, view, unsqueeze_26, unsqueeze_38, tangents_1):
        permute = torch.ops.aten.permute.default(primals_23, [1, 0]);  primals_23 = None
        permute_1 = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm = torch.ops.aten.mm.default(tangents_1, permute_1);  permute_1 = None
        permute_2 = torch.ops.aten.permute.default(tangents_1, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_2, view);  permute_2 = view = None
        sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1 = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        view_2 = torch.ops.aten.view.default(mm, [16, 64, 1, 1]);  mm = None
        expand = torch.ops.aten.expand.default(view_2, [16, 64, 16, 16]);  view_2 = None
        div = torch.ops.aten.div.Scalar(expand, 256);  expand = None
        sub_2 = torch.ops.aten.sub.Tensor(convolution_2, getitem_5)
        mul_14 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(primals_21, -1)
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_14, unsqueeze_9);  mul_14 = unsqueeze_9 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(primals_22, -1);  primals_22 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        add_14 = torch.ops.aten.add.Tensor(mul_20, unsqueeze_11);  mul_20 = unsqueeze_11 = None
        relu_2 = torch.ops.aten.relu.default(add_14);  add_14 = None
        le = torch.ops.aten.le.Scalar(relu_2, 0);  relu_2 = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where = torch.ops.aten.where.self(le, full_default, div);  le = None
        squeeze_6 = torch.ops.aten.squeeze.dims(getitem_5, [0, 2, 3]);  getitem_5 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(squeeze_6, 0);  squeeze_6 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, 2);  unsqueeze_12 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(unsqueeze_13, 3);  unsqueeze_13 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(where, [0, 2, 3])
        sub_3 = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_14);  convolution_2 = unsqueeze_14 = None
        mul_21 = torch.ops.aten.mul.Tensor(where, sub_3)
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_21, [0, 2, 3]);  mul_21 = None
        mul_22 = torch.ops.aten.mul.Tensor(sum_2, 0.000244140625)
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(mul_22, 0);  mul_22 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(unsqueeze_15, 2);  unsqueeze_15 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, 3);  unsqueeze_16 = None
        mul_23 = torch.ops.aten.mul.Tensor(sum_3, 0.000244140625)
        squeeze_7 = torch.ops.aten.squeeze.dims(rsqrt_2, [0, 2, 3]);  rsqrt_2 = None
        mul_24 = torch.ops.aten.mul.Tensor(squeeze_7, squeeze_7)
        mul_25 = torch.ops.aten.mul.Tensor(mul_23, mul_24);  mul_23 = mul_24 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(mul_25, 0);  mul_25 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, 2);  unsqueeze_18 = None
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(unsqueeze_19, 3);  unsqueeze_19 = None
        mul_26 = torch.ops.aten.mul.Tensor(squeeze_7, primals_21);  primals_21 = None
        unsqueeze_21 = torch.ops.aten.unsqueeze.default(mul_26, 0);  mul_26 = None
        unsqueeze_22 = torch.ops.aten.unsqueeze.default(unsqueeze_21, 2);  unsqueeze_21 = None
        unsqueeze_23 = torch.ops.aten.unsqueeze.default(unsqueeze_22, 3);  unsqueeze_22 = None
        mul_27 = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_20);  sub_3 = unsqueeze_20 = None
        sub_5 = torch.ops.aten.sub.Tensor(where, mul_27);  where = mul_27 = None
        sub_6 = torch.ops.aten.sub.Tensor(sub_5, unsqueeze_17);  sub_5 = unsqueeze_17 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_23);  sub_6 = unsqueeze_23 = None
        mul_29 = torch.ops.aten.mul.Tensor(sum_3, squeeze_7);  sum_3 = squeeze_7 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(mul_28, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_28, relu_1, primals_16, [64], [1, 1], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]);  mul_28 = primals_16 = None
        getitem_6 = convolution_backward[0]
        getitem_7 = convolution_backward[1];  convolution_backward = None
        add_16 = torch.ops.aten.add.Tensor(div, getitem_6);  div = getitem_6 = None
        le_1 = torch.ops.aten.le.Scalar(relu_1, 0);  relu_1 = None
        where_1 = torch.ops.aten.where.self(le_1, full_default, add_16);  le_1 = add_16 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_7 = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_26);  convolution_1 = unsqueeze_26 = None
        mul_30 = torch.ops.aten.mul.Tensor(where_1, sub_7)
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_30, [0, 2, 3]);  mul_30 = None
        mul_31 = torch.ops.aten.mul.Tensor(sum_5, 0.000244140625)
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(mul_31, 0);  mul_31 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(unsqueeze_27, 2);  unsqueeze_27 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, 3);  unsqueeze_28 = None
        mul_32 = torch.ops.aten.mul.Tensor(sum_6, 0.000244140625)
        mul_33 = torch.ops.aten.mul.Tensor(squeeze_4, squeeze_4)
        mul_34 = torch.ops.aten.mul.Tensor(mul_32, mul_33);  mul_32 = mul_33 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(mul_34, 0);  mul_34 = None
        unsqueeze_31 = torch.ops.aten.unsqueeze.default(unsqueeze_30, 2);  unsqueeze_30 = None
        unsqueeze_32 = torch.ops.aten.unsqueeze.default(unsqueeze_31, 3);  unsqueeze_31 = None
        mul_35 = torch.ops.aten.mul.Tensor(squeeze_4, primals_14);  primals_14 = None
        unsqueeze_33 = torch.ops.aten.unsqueeze.default(mul_35, 0);  mul_35 = None
        unsqueeze_34 = torch.ops.aten.unsqueeze.default(unsqueeze_33, 2);  unsqueeze_33 = None
        unsqueeze_35 = torch.ops.aten.unsqueeze.default(unsqueeze_34, 3);  unsqueeze_34 = None
        mul_36 = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_32);  sub_7 = unsqueeze_32 = None
        sub_9 = torch.ops.aten.sub.Tensor(where_1, mul_36);  where_1 = mul_36 = None
        sub_10 = torch.ops.aten.sub.Tensor(sub_9, unsqueeze_29);  sub_9 = unsqueeze_29 = None
        mul_37 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_35);  sub_10 = unsqueeze_35 = None
        mul_38 = torch.ops.aten.mul.Tensor(sum_6, squeeze_4);  sum_6 = squeeze_4 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_37, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_37, relu, primals_9, [64], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_37 = primals_9 = None
        getitem_9 = convolution_backward_1[0]
        getitem_10 = convolution_backward_1[1];  convolution_backward_1 = None
        le_2 = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_2 = torch.ops.aten.where.self(le_2, full_default, getitem_9);  le_2 = full_default = getitem_9 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(where_2, [0, 2, 3])
        sub_11 = torch.ops.aten.sub.Tensor(convolution, unsqueeze_38);  convolution = unsqueeze_38 = None
        mul_39 = torch.ops.aten.mul.Tensor(where_2, sub_11)
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_39, [0, 2, 3]);  mul_39 = None
        mul_40 = torch.ops.aten.mul.Tensor(sum_8, 6.103515625e-05)
        unsqueeze_39 = torch.ops.aten.unsqueeze.default(mul_40, 0);  mul_40 = None
        unsqueeze_40 = torch.ops.aten.unsqueeze.default(unsqueeze_39, 2);  unsqueeze_39 = None
        unsqueeze_41 = torch.ops.aten.unsqueeze.default(unsqueeze_40, 3);  unsqueeze_40 = None
        mul_41 = torch.ops.aten.mul.Tensor(sum_9, 6.103515625e-05)
        mul_42 = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_43 = torch.ops.aten.mul.Tensor(mul_41, mul_42);  mul_41 = mul_42 = None
        unsqueeze_42 = torch.ops.aten.unsqueeze.default(mul_43, 0);  mul_43 = None
        unsqueeze_43 = torch.ops.aten.unsqueeze.default(unsqueeze_42, 2);  unsqueeze_42 = None
        unsqueeze_44 = torch.ops.aten.unsqueeze.default(unsqueeze_43, 3);  unsqueeze_43 = None
        mul_44 = torch.ops.aten.mul.Tensor(squeeze_1, primals_7);  primals_7 = None
        unsqueeze_45 = torch.ops.aten.unsqueeze.default(mul_44, 0);  mul_44 = None
        unsqueeze_46 = torch.ops.aten.unsqueeze.default(unsqueeze_45, 2);  unsqueeze_45 = None
        unsqueeze_47 = torch.ops.aten.unsqueeze.default(unsqueeze_46, 3);  unsqueeze_46 = None
        mul_45 = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_44);  sub_11 = unsqueeze_44 = None
        sub_13 = torch.ops.aten.sub.Tensor(where_2, mul_45);  where_2 = mul_45 = None
        sub_14 = torch.ops.aten.sub.Tensor(sub_13, unsqueeze_41);  sub_13 = unsqueeze_41 = None
        mul_46 = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_47);  sub_14 = unsqueeze_47 = None
        mul_47 = torch.ops.aten.mul.Tensor(sum_9, squeeze_1);  sum_9 = squeeze_1 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(mul_46, [0, 2, 3])
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(mul_46, primals_3, primals_1, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_46 = primals_3 = primals_1 = None
        getitem_13 = convolution_backward_2[1];  convolution_backward_2 = None
        return (getitem_13, sum_10, None, None, None, None, mul_47, sum_8, getitem_10, sum_7, None, None, None, mul_38, sum_5, getitem_7, sum_4, None, None, None, mul_29, sum_2, mm_1, view_1)

def load_args(reader):
    buf0 = reader.storage(None, 3456, device=device(type='cuda', index=0))
    reader.tensor(buf0, (32, 3, 3, 3), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 196608, device=device(type='cuda', index=0))
    reader.tensor(buf1, (16, 3, 32, 32), is_leaf=True)  # primals_3
    buf2 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf2, (32,), is_leaf=True)  # primals_7
    buf3 = reader.storage(None, 73728, device=device(type='cuda', index=0))
    reader.tensor(buf3, (64, 32, 3, 3), is_leaf=True)  # primals_9
    buf4 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf4, (64,), is_leaf=True)  # primals_14
    buf5 = reader.storage(None, 36864, device=device(type='cuda', index=0))
    reader.tensor(buf5, (64, 16, 3, 3), is_leaf=True)  # primals_16
    buf6 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf6, (64,), is_leaf=True)  # primals_21
    buf7 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf7, (64,), is_leaf=True)  # primals_22
    buf8 = reader.storage(None, 2560, device=device(type='cuda', index=0))
    reader.tensor(buf8, (10, 64), is_leaf=True)  # primals_23
    buf9 = reader.storage(None, 2097152, device=device(type='cuda', index=0))
    reader.tensor(buf9, (16, 32, 32, 32), is_leaf=True)  # convolution
    buf10 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf10, (32,), is_leaf=True)  # squeeze_1
    buf11 = reader.storage(None, 2097152, device=device(type='cuda', index=0))
    reader.tensor(buf11, (16, 32, 32, 32), is_leaf=True)  # relu
    buf12 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf12, (16, 64, 16, 16), is_leaf=True)  # convolution_1
    buf13 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf13, (64,), is_leaf=True)  # squeeze_4
    buf14 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf14, (16, 64, 16, 16), is_leaf=True)  # relu_1
    buf15 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf15, (16, 64, 16, 16), is_leaf=True)  # convolution_2
    buf16 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf16, (1, 64, 1, 1), is_leaf=True)  # getitem_5
    buf17 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf17, (1, 64, 1, 1), is_leaf=True)  # rsqrt_2
    buf18 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf18, (16, 64), is_leaf=True)  # view
    buf19 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf19, (1, 64, 1, 1), is_leaf=True)  # unsqueeze_26
    buf20 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf20, (1, 32, 1, 1), is_leaf=True)  # unsqueeze_38
    buf21 = reader.storage(None, 640, device=device(type='cuda', index=0))
    reader.tensor(buf21, (16, 10), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)