# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/ac/cacngotqk6wrorbhybq5pknb6buowb3563asoi65r47ge53btnwg.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => convert_element_type, var_mean
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072, 'r0_': 16777216}}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tmp7 = tl.full([1, 1], 1024, tl.int32)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = (tmp6 / tmp8)
    tmp10 = tmp2 - tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp9, None)
    tl.store(out_ptr1 + (x0), tmp14, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xa/cxa5va74xpuf6kyhxl4jlhcckzxxi4ecsvkvlcje3uhxhu67t5rn.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=buf1]
#   %arg0_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %add : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg0_1), kwargs = {})
#   %add_1 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg1_1), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused_native_layer_norm_1 = async_compile.triton('triton_poi_fused_native_layer_norm_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_layer_norm_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50335744}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_layer_norm_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 1024
    x0 = (xindex % 1024)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp14 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 1024.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp10 * tmp12
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp13 + tmp15
    tmp17 = tmp16.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/vb/cvb3v44ppixmzdxen2z4jiq55f2zm3eadayxum3unuzjkhm3cggd.py
# Topologically Sorted Source Nodes: [h, h_1, sigmoid, mul, mul_1, h_2], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add]
# Source node to ATen node mapping:
#   h => view_1
#   h_1 => add_2, convert_element_type_5, convert_element_type_6, erf, mul_2, mul_3, mul_4
#   h_2 => add_3
#   mul => mul_5
#   mul_1 => mul_6
#   sigmoid => sigmoid
# Graph fragment:
#   %addmm : Tensor "bf16[8192, 4096][4096, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [32, 256, 4096]), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_1, torch.float32), kwargs = {})
#   %mul_2 : Tensor "f32[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_4, torch.bfloat16), kwargs = {})
#   %sigmoid : Tensor "bf16[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convert_element_type_6,), kwargs = {})
#   %mul_5 : Tensor "bf16[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, %sigmoid), kwargs = {})
#   %mul_6 : Tensor "bf16[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, 0.1), kwargs = {})
#   %add_3 : Tensor "bf16[32, 256, 4096][1048576, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_6), kwargs = {})
#   return %add_3
triton_poi_fused_add_gelu_mul_sigmoid_view_2 = async_compile.triton('triton_poi_fused_add_gelu_mul_sigmoid_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 33554432}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_gelu_mul_sigmoid_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 201326592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_gelu_mul_sigmoid_view_2(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 33554432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.sigmoid(tmp10)
    tmp12 = tmp10 * tmp11
    tmp13 = tl.full([1], 0.1, tl.float32)
    tmp14 = tmp10 * tmp13
    tmp15 = tmp12 + tmp14
    tl.store(in_out_ptr0 + (x0), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hh/chhmadjglud3q2wbk7fomlgdgx2fhciz2oy4z7ierlrkgvbqnzsb.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, layer_norm_1], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   h_3 => view_3
#   input_1 => add_4
#   layer_norm_1 => convert_element_type_10, var_mean_1
#   mul_2 => mul_7
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_10, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_3,%buf8
triton_per_fused_add_mul_native_layer_norm_view_3 = async_compile.triton('triton_per_fused_add_mul_native_layer_norm_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_native_layer_norm_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072, 'r0_': 33554432}}
)
@triton.jit
def triton_per_fused_add_mul_native_layer_norm_view_3(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp2 = tl.full([1, 1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp10 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 1024, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp6 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp13, None)
    tl.store(out_ptr1 + (x0), tmp18, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ix/cixstkbb4jpe3r5pxn6jakpv4gcqrkrr4i4e5n55wq56bnlnx24y.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, layer_norm_1], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   h_3 => view_3
#   input_1 => add_4
#   layer_norm_1 => add_5, add_6, convert_element_type_10, convert_element_type_11, mul_8, mul_9, rsqrt_1, sub_1, var_mean_1
#   mul_2 => mul_7
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf8 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=buf8]
#   %arg7_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %arg8_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %convert_element_type_10 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_10, %getitem_3), kwargs = {})
#   %add_5 : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_5,), kwargs = {})
#   %mul_8 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_9 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg7_1), kwargs = {})
#   %add_6 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg8_1), kwargs = {})
#   %convert_element_type_11 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_11
triton_poi_fused_add_mul_native_layer_norm_view_4 = async_compile.triton('triton_poi_fused_add_mul_native_layer_norm_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_native_layer_norm_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67112960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_native_layer_norm_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 1024
    x0 = (xindex % 1024)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 1024.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = tmp7 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 + tmp19
    tmp21 = tmp20.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/n2/cn2jiotjfq4dvdyf5yj272xahkzgka3twzfvw5zujvi7wkgzdk2u.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, layer_norm_2], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   h_3 => view_3
#   h_7 => view_7
#   input_1 => add_4
#   input_2 => add_9
#   layer_norm_2 => convert_element_type_20, var_mean_2
#   mul_2 => mul_7
#   mul_5 => mul_15
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %view_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 256, 1024]), kwargs = {})
#   %mul_15 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, 0.5), kwargs = {})
#   %add_9 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %mul_15), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_20, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_5,%buf15
triton_per_fused_add_mul_native_layer_norm_view_5 = async_compile.triton('triton_per_fused_add_mul_native_layer_norm_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_native_layer_norm_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072, 'r0_': 50331648}}
)
@triton.jit
def triton_per_fused_add_mul_native_layer_norm_view_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp2 = tl.full([1, 1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp6 = tmp5 * tmp2
    tmp7 = tmp4 + tmp6
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp13 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 1024, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp9 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp16, None)
    tl.store(out_ptr1 + (x0), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/py/cpyec4zrfvptfguohjvnl3kwep43ddbcorhbqcl2t3h2huzr3lxr.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, layer_norm_2], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   h_3 => view_3
#   h_7 => view_7
#   input_1 => add_4
#   input_2 => add_9
#   layer_norm_2 => add_10, add_11, convert_element_type_20, convert_element_type_21, mul_16, mul_17, rsqrt_2, sub_2, var_mean_2
#   mul_2 => mul_7
#   mul_5 => mul_15
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem_5 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf15 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=buf15]
#   %arg13_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %arg14_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %view_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 256, 1024]), kwargs = {})
#   %mul_15 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, 0.5), kwargs = {})
#   %add_9 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %mul_15), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_20, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_20, %getitem_5), kwargs = {})
#   %add_10 : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_16 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_17 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg13_1), kwargs = {})
#   %add_11 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg14_1), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_11, torch.bfloat16), kwargs = {})
#   return %convert_element_type_21
triton_poi_fused_add_mul_native_layer_norm_view_6 = async_compile.triton('triton_poi_fused_add_mul_native_layer_norm_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_native_layer_norm_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 83890176}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_native_layer_norm_view_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 1024
    x0 = (xindex % 1024)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp9 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp6 = tmp5 * tmp2
    tmp7 = tmp4 + tmp6
    tmp8 = tmp7.to(tl.float32)
    tmp10 = tmp8 - tmp9
    tmp12 = tl.full([1], 1024.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1], 1e-05, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tmp10 * tmp16
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp17 * tmp19
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp20 + tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/kz/ckzu777cxv3hvtg7zryx4wpaeb3ts65tltwxugypwgentvep4pln.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, h_11, mul_8, input_3, layer_norm_3], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   h_11 => view_11
#   h_3 => view_3
#   h_7 => view_7
#   input_1 => add_4
#   input_2 => add_9
#   input_3 => add_14
#   layer_norm_3 => convert_element_type_30, var_mean_3
#   mul_2 => mul_7
#   mul_5 => mul_15
#   mul_8 => mul_23
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %view_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 256, 1024]), kwargs = {})
#   %mul_15 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, 0.5), kwargs = {})
#   %add_9 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %mul_15), kwargs = {})
#   %view_11 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 256, 1024]), kwargs = {})
#   %mul_23 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, 0.5), kwargs = {})
#   %add_14 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %mul_23), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.float32), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_30, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_7,%buf22
triton_per_fused_add_mul_native_layer_norm_view_7 = async_compile.triton('triton_per_fused_add_mul_native_layer_norm_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_native_layer_norm_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072, 'r0_': 67108864}}
)
@triton.jit
def triton_per_fused_add_mul_native_layer_norm_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (r0_1 + 1024*x0), None).to(tl.float32)
    tmp2 = tl.full([1, 1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp6 = tmp5 * tmp2
    tmp7 = tmp4 + tmp6
    tmp9 = tmp8 * tmp2
    tmp10 = tmp7 + tmp9
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp16 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 1024, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp12 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp19, None)
    tl.store(out_ptr1 + (x0), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/js/cjsuobhad7ywek4difz425piazvjxtdxw6achbwoir7kqsxi7kub.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, h_11, mul_8, input_3, layer_norm_3], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   h_11 => view_11
#   h_3 => view_3
#   h_7 => view_7
#   input_1 => add_4
#   input_2 => add_9
#   input_3 => add_14
#   layer_norm_3 => add_15, add_16, convert_element_type_30, convert_element_type_31, mul_24, mul_25, rsqrt_3, sub_3, var_mean_3
#   mul_2 => mul_7
#   mul_5 => mul_15
#   mul_8 => mul_23
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %getitem_7 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=getitem_7]
#   %buf22 : Tensor "f32[32, 256, 1][256, 1, 8192]cuda:0" = PlaceHolder[target=buf22]
#   %arg19_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %arg20_1 : Tensor "bf16[1024][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %view_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 256, 1024]), kwargs = {})
#   %mul_15 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, 0.5), kwargs = {})
#   %add_9 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %mul_15), kwargs = {})
#   %view_11 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 256, 1024]), kwargs = {})
#   %mul_23 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, 0.5), kwargs = {})
#   %add_14 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %mul_23), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.float32), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_30, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_30, %getitem_7), kwargs = {})
#   %add_15 : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[32, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_24 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_25 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %arg19_1), kwargs = {})
#   %add_16 : Tensor "f32[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_25, %arg20_1), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.bfloat16), kwargs = {})
#   return %convert_element_type_31
triton_poi_fused_add_mul_native_layer_norm_view_8 = async_compile.triton('triton_poi_fused_add_mul_native_layer_norm_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_native_layer_norm_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 100667392}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_native_layer_norm_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 1024
    x0 = (xindex % 1024)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), None).to(tl.float32)
    tmp12 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x1), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp24 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp6 = tmp5 * tmp2
    tmp7 = tmp4 + tmp6
    tmp9 = tmp8 * tmp2
    tmp10 = tmp7 + tmp9
    tmp11 = tmp10.to(tl.float32)
    tmp13 = tmp11 - tmp12
    tmp15 = tl.full([1], 1024.0, tl.float32)
    tmp16 = (tmp14 / tmp15)
    tmp17 = tl.full([1], 1e-05, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp13 * tmp19
    tmp22 = tmp21.to(tl.float32)
    tmp23 = tmp20 * tmp22
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tmp23 + tmp25
    tmp27 = tmp26.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp27, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/jv/cjv4jopvtn6lp34el5urt4aaqruatfhlzlwp6sstyu7ycaealead.py
# Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, h_11, mul_8, input_3, h_15, mul_11, input_4], Original ATen: [aten.view, aten.mul, aten.add]
# Source node to ATen node mapping:
#   h_11 => view_11
#   h_15 => view_15
#   h_3 => view_3
#   h_7 => view_7
#   input_1 => add_4
#   input_2 => add_9
#   input_3 => add_14
#   input_4 => add_19
#   mul_11 => mul_31
#   mul_2 => mul_7
#   mul_5 => mul_15
#   mul_8 => mul_23
# Graph fragment:
#   %arg2_1 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[8192, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %view_3 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 256, 1024]), kwargs = {})
#   %mul_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, 0.5), kwargs = {})
#   %add_4 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mul_7), kwargs = {})
#   %view_7 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 256, 1024]), kwargs = {})
#   %mul_15 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, 0.5), kwargs = {})
#   %add_9 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %mul_15), kwargs = {})
#   %view_11 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 256, 1024]), kwargs = {})
#   %mul_23 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, 0.5), kwargs = {})
#   %add_14 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %mul_23), kwargs = {})
#   %view_15 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [32, 256, 1024]), kwargs = {})
#   %mul_31 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, 0.5), kwargs = {})
#   %add_19 : Tensor "bf16[32, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %mul_31), kwargs = {})
#   return %add_19
triton_poi_fused_add_mul_view_9 = async_compile.triton('triton_poi_fused_add_mul_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 117440512}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None).to(tl.float32)
    tmp11 = tl.load(in_ptr3 + (x0), None).to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp6 = tmp5 * tmp2
    tmp7 = tmp4 + tmp6
    tmp9 = tmp8 * tmp2
    tmp10 = tmp7 + tmp9
    tmp12 = tmp11 * tmp2
    tmp13 = tmp10 + tmp12
    tl.store(in_out_ptr0 + (x0), tmp13, None)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1024, ), (1, ))
        assert_size_stride(arg1_1, (1024, ), (1, ))
        assert_size_stride(arg2_1, (32, 256, 1024), (262144, 1024, 1))
        assert_size_stride(arg3_1, (4096, 1024), (1024, 1))
        assert_size_stride(arg4_1, (4096, ), (1, ))
        assert_size_stride(arg5_1, (1024, 4096), (4096, 1))
        assert_size_stride(arg6_1, (1024, ), (1, ))
        assert_size_stride(arg7_1, (1024, ), (1, ))
        assert_size_stride(arg8_1, (1024, ), (1, ))
        assert_size_stride(arg9_1, (4096, 1024), (1024, 1))
        assert_size_stride(arg10_1, (4096, ), (1, ))
        assert_size_stride(arg11_1, (1024, 4096), (4096, 1))
        assert_size_stride(arg12_1, (1024, ), (1, ))
        assert_size_stride(arg13_1, (1024, ), (1, ))
        assert_size_stride(arg14_1, (1024, ), (1, ))
        assert_size_stride(arg15_1, (4096, 1024), (1024, 1))
        assert_size_stride(arg16_1, (4096, ), (1, ))
        assert_size_stride(arg17_1, (1024, 4096), (4096, 1))
        assert_size_stride(arg18_1, (1024, ), (1, ))
        assert_size_stride(arg19_1, (1024, ), (1, ))
        assert_size_stride(arg20_1, (1024, ), (1, ))
        assert_size_stride(arg21_1, (4096, 1024), (1024, 1))
        assert_size_stride(arg22_1, (4096, ), (1, ))
        assert_size_stride(arg23_1, (1024, 4096), (4096, 1))
        assert_size_stride(arg24_1, (1024, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((32, 256, 1), (256, 1, 8192), torch.float32)
            buf1 = empty_strided_cuda((32, 256, 1), (256, 1, 8192), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(arg2_1, buf0, buf1, 8192, 1024, stream=stream0)
            buf3 = empty_strided_cuda((32, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_1.run(arg2_1, buf0, buf1, arg0_1, arg1_1, buf3, 8388608, stream=stream0)
            del arg0_1
            del arg1_1
            buf4 = empty_strided_cuda((8192, 4096), (4096, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm, h], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:3
            extern_kernels.addmm(arg4_1, reinterpret_tensor(buf3, (8192, 1024), (1024, 1), 0), reinterpret_tensor(arg3_1, (1024, 4096), (1, 1024), 0), alpha=1, beta=1, out=buf4)
            del arg3_1
            del arg4_1
            buf5 = reinterpret_tensor(buf4, (32, 256, 4096), (1048576, 4096, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [h, h_1, sigmoid, mul, mul_1, h_2], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_gelu_mul_sigmoid_view_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_gelu_mul_sigmoid_view_2.run(buf5, 33554432, stream=stream0)
            buf6 = reinterpret_tensor(buf3, (8192, 1024), (1024, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [h, h_1, sigmoid, mul, mul_1, h_2, h_3], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:5
            extern_kernels.addmm(arg6_1, reinterpret_tensor(buf5, (8192, 4096), (4096, 1), 0), reinterpret_tensor(arg5_1, (4096, 1024), (1, 4096), 0), alpha=1, beta=1, out=buf6)
            del arg5_1
            del arg6_1
            buf7 = buf1; del buf1  # reuse
            buf8 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, layer_norm_1], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_mul_native_layer_norm_view_3:6
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_native_layer_norm_view_3.run(arg2_1, buf6, buf7, buf8, 8192, 1024, stream=stream0)
            buf10 = empty_strided_cuda((32, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, layer_norm_1], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_add_mul_native_layer_norm_view_4:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_native_layer_norm_view_4.run(arg2_1, buf6, buf7, buf8, arg7_1, arg8_1, buf10, 8388608, stream=stream0)
            del arg7_1
            del arg8_1
            buf11 = reinterpret_tensor(buf5, (8192, 4096), (4096, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, layer_norm_1, h_4], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:8
            extern_kernels.addmm(arg10_1, reinterpret_tensor(buf10, (8192, 1024), (1024, 1), 0), reinterpret_tensor(arg9_1, (1024, 4096), (1, 1024), 0), alpha=1, beta=1, out=buf11)
            del arg10_1
            del arg9_1
            buf12 = reinterpret_tensor(buf11, (32, 256, 4096), (1048576, 4096, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [h_4, h_5, sigmoid_1, mul_3, mul_4, h_6], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_gelu_mul_sigmoid_view_2:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_gelu_mul_sigmoid_view_2.run(buf12, 33554432, stream=stream0)
            buf13 = reinterpret_tensor(buf10, (8192, 1024), (1024, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [h_4, h_5, sigmoid_1, mul_3, mul_4, h_6, h_7], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:10
            extern_kernels.addmm(arg12_1, reinterpret_tensor(buf12, (8192, 4096), (4096, 1), 0), reinterpret_tensor(arg11_1, (4096, 1024), (1, 4096), 0), alpha=1, beta=1, out=buf13)
            del arg11_1
            del arg12_1
            buf14 = buf8; del buf8  # reuse
            buf15 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, layer_norm_2], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_mul_native_layer_norm_view_5:11
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_native_layer_norm_view_5.run(arg2_1, buf6, buf13, buf14, buf15, 8192, 1024, stream=stream0)
            buf17 = empty_strided_cuda((32, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, layer_norm_2], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_add_mul_native_layer_norm_view_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_native_layer_norm_view_6.run(arg2_1, buf6, buf13, buf14, buf15, arg13_1, arg14_1, buf17, 8388608, stream=stream0)
            del arg13_1
            del arg14_1
            del buf14
            del buf15
            buf18 = reinterpret_tensor(buf12, (8192, 4096), (4096, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, layer_norm_2, h_8], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:13
            extern_kernels.addmm(arg16_1, reinterpret_tensor(buf17, (8192, 1024), (1024, 1), 0), reinterpret_tensor(arg15_1, (1024, 4096), (1, 1024), 0), alpha=1, beta=1, out=buf18)
            del arg15_1
            del arg16_1
            buf19 = reinterpret_tensor(buf18, (32, 256, 4096), (1048576, 4096, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [h_8, h_9, sigmoid_2, mul_6, mul_7, h_10], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_gelu_mul_sigmoid_view_2:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_gelu_mul_sigmoid_view_2.run(buf19, 33554432, stream=stream0)
            buf20 = reinterpret_tensor(buf17, (8192, 1024), (1024, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [h_8, h_9, sigmoid_2, mul_6, mul_7, h_10, h_11], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:15
            extern_kernels.addmm(arg18_1, reinterpret_tensor(buf19, (8192, 4096), (4096, 1), 0), reinterpret_tensor(arg17_1, (4096, 1024), (1, 4096), 0), alpha=1, beta=1, out=buf20)
            del arg17_1
            del arg18_1
            buf21 = empty_strided_cuda((32, 256, 1), (256, 1, 8192), torch.float32)
            buf22 = empty_strided_cuda((32, 256, 1), (256, 1, 8192), torch.float32)
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, h_11, mul_8, input_3, layer_norm_3], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_mul_native_layer_norm_view_7:16
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_native_layer_norm_view_7.run(arg2_1, buf6, buf13, buf20, buf21, buf22, 8192, 1024, stream=stream0)
            buf24 = empty_strided_cuda((32, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, h_11, mul_8, input_3, layer_norm_3], Original ATen: [aten.view, aten.mul, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_add_mul_native_layer_norm_view_8:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_native_layer_norm_view_8.run(arg2_1, buf6, buf13, buf20, buf21, buf22, arg19_1, arg20_1, buf24, 8388608, stream=stream0)
            del arg19_1
            del arg20_1
            del buf21
            del buf22
            buf25 = reinterpret_tensor(buf19, (8192, 4096), (4096, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [h_12], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:18
            extern_kernels.addmm(arg22_1, reinterpret_tensor(buf24, (8192, 1024), (1024, 1), 0), reinterpret_tensor(arg21_1, (1024, 4096), (1, 1024), 0), alpha=1, beta=1, out=buf25)
            del arg21_1
            del arg22_1
            del buf24
            buf26 = reinterpret_tensor(buf25, (32, 256, 4096), (1048576, 4096, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [h_12, h_13, sigmoid_3, mul_9, mul_10, h_14], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_gelu_mul_sigmoid_view_2:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_gelu_mul_sigmoid_view_2.run(buf26, 33554432, stream=stream0)
            buf27 = empty_strided_cuda((8192, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [h_12, h_13, sigmoid_3, mul_9, mul_10, h_14, h_15], Original ATen: [aten.view, aten.gelu, aten.sigmoid, aten.mul, aten.add, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:20
            extern_kernels.addmm(arg24_1, reinterpret_tensor(buf26, (8192, 4096), (4096, 1), 0), reinterpret_tensor(arg23_1, (4096, 1024), (1, 4096), 0), alpha=1, beta=1, out=buf27)
            del arg23_1
            del arg24_1
            del buf26
            buf28 = reinterpret_tensor(buf6, (32, 256, 1024), (262144, 1024, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [h_3, mul_2, input_1, h_7, mul_5, input_2, h_11, mul_8, input_3, h_15, mul_11, input_4], Original ATen: [aten.view, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_view_9:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_view_9.run(buf28, arg2_1, buf13, buf20, buf27, 8388608, stream=stream0)
            del arg2_1
            del buf13
            del buf20
            del buf27
        return (buf28, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg1_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg2_1 = rand_strided((32, 256, 1024), (262144, 1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg3_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg4_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((1024, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg7_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg8_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg9_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg10_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg11_1 = rand_strided((1024, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg12_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg13_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg14_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg15_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg16_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg17_1 = rand_strided((1024, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg18_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg19_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg20_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg21_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg22_1 = rand_strided((4096, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg23_1 = rand_strided((1024, 4096), (4096, 1), device='cuda:0', dtype=torch.bfloat16)
    arg24_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
