; ModuleID = 'layouts.c'
source_filename = "layouts.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.pad = type { i8, i32, i8, double, i16 }
%struct.dbl = type { i8, double, i8, i64 }
%struct.ld = type { i8, fp128, i8, [15 x i8] }
%struct.ldarr = type { [3 x fp128], i8, [15 x i8] }
%struct.nest = type { i8, [2 x %struct.inner], i32, %struct.anon }
%struct.inner = type { i16, [3 x i8] }
%struct.anon = type { i8, double }
%struct.arr = type { [3 x i32], [7 x i8], [2 x [3 x i16]] }
%struct.ptrs = type { i8, ptr, i8, ptr, i32, i8 }
%union.mix = type { double }
%union.ldu = type { fp128 }
%struct.hasu = type { i8, %union.mix, i8 }
%struct.packed = type <{ i8, i32, double, i16 }>
%struct.Xpack2 = type <{ i8, i8, i32, double, i8, i8 }>
%struct.haspacked = type { i8, %struct.packed, i8 }
%struct.Xbits = type { i8, [3 x i8], i8, [3 x i8] }
%struct.Xbits2 = type { [5 x i8], i8, i16 }
%struct.Xbits3 = type { i8, i8, i16, [3 x i8] }
%struct.flex = type { i32, i8, [0 x i16] }
%struct.misc = type { i8, i32, float, i8 }
%struct.Xalignas = type { i8, [15 x i8], i32, i8, [11 x i8] }
%struct.Xalignas32 = type { i8, double, [16 x i8] }
%struct.Xvec = type { i8, <3 x float>, <2 x i16>, <4 x i32> }
%struct.Xi128 = type { i8, [15 x i8], i128, i8, [15 x i8] }
%struct.big = type { [4 x [5 x double]], i8, [3 x %struct.pad] }

@fact_ptr = hidden global i32 4, align 4
@fact_long = hidden global i32 4, align 4
@fact_wchar = hidden global i32 4, align 4
@fact_char_signed = hidden global i32 1, align 4
@fact_va_list = hidden global i32 4, align 4
@size_char = hidden global i32 1, align 4
@align_char = hidden global i32 1, align 4
@size_short = hidden global i32 2, align 4
@align_short = hidden global i32 2, align 4
@size_int = hidden global i32 4, align 4
@align_int = hidden global i32 4, align 4
@size_long = hidden global i32 4, align 4
@align_long = hidden global i32 4, align 4
@size_llong = hidden global i32 8, align 4
@align_llong = hidden global i32 8, align 4
@size_float = hidden global i32 4, align 4
@align_float = hidden global i32 4, align 4
@size_double = hidden global i32 8, align 4
@align_double = hidden global i32 8, align 4
@size_ldouble = hidden global i32 16, align 4
@align_ldouble = hidden global i32 16, align 4
@size_ptr = hidden global i32 4, align 4
@align_ptr = hidden global i32 4, align 4
@size_bool = hidden global i32 1, align 4
@align_bool = hidden global i32 1, align 4
@size_wchar = hidden global i32 4, align 4
@align_wchar = hidden global i32 4, align 4
@size_Xint128 = hidden global i32 16, align 4
@align_Xint128 = hidden global i32 16, align 4
@size_pad = hidden global i32 32, align 4
@align_pad = hidden global i32 8, align 4
@off_pad_b = hidden global i32 4, align 4
@off_pad_d = hidden global i32 16, align 4
@off_pad_e = hidden global i32 24, align 4
@size_dbl = hidden global i32 32, align 4
@align_dbl = hidden global i32 8, align 4
@off_dbl_d = hidden global i32 8, align 4
@off_dbl_l = hidden global i32 24, align 4
@size_ld = hidden global i32 48, align 4
@align_ld = hidden global i32 16, align 4
@off_ld_x = hidden global i32 16, align 4
@off_ld_b = hidden global i32 32, align 4
@size_ldarr = hidden global i32 64, align 4
@align_ldarr = hidden global i32 16, align 4
@off_ldarr_x2 = hidden global i32 32, align 4
@off_ldarr_c = hidden global i32 48, align 4
@size_nest = hidden global i32 40, align 4
@align_nest = hidden global i32 8, align 4
@off_nest_in1t2 = hidden global i32 12, align 4
@off_nest_i = hidden global i32 16, align 4
@off_nest_anond = hidden global i32 32, align 4
@size_arr = hidden global i32 32, align 4
@align_arr = hidden global i32 4, align 4
@off_arr_b5 = hidden global i32 17, align 4
@off_arr_c12 = hidden global i32 30, align 4
@size_ptrs = hidden global i32 24, align 4
@align_ptrs = hidden global i32 4, align 4
@off_ptrs_p = hidden global i32 4, align 4
@off_ptrs_fn = hidden global i32 12, align 4
@off_ptrs_l = hidden global i32 16, align 4
@off_ptrs_c = hidden global i32 20, align 4
@size_mix = hidden global i32 8, align 4
@align_mix = hidden global i32 8, align 4
@size_ldu = hidden global i32 16, align 4
@align_ldu = hidden global i32 16, align 4
@size_hasu = hidden global i32 24, align 4
@align_hasu = hidden global i32 8, align 4
@off_hasu_u = hidden global i32 8, align 4
@off_hasu_b = hidden global i32 16, align 4
@size_packed = hidden global i32 15, align 4
@align_packed = hidden global i32 1, align 4
@off_packed_b = hidden global i32 1, align 4
@off_packed_c = hidden global i32 5, align 4
@off_packed_d = hidden global i32 13, align 4
@size_Xpack2 = hidden global i32 16, align 4
@align_Xpack2 = hidden global i32 2, align 4
@off_Xpack2_b = hidden global i32 2, align 4
@off_Xpack2_c = hidden global i32 6, align 4
@size_haspacked = hidden global i32 17, align 4
@align_haspacked = hidden global i32 1, align 4
@off_haspacked_pc = hidden global i32 6, align 4
@off_haspacked_b = hidden global i32 16, align 4
@size_Xbits = hidden global i32 8, align 4
@align_Xbits = hidden global i32 4, align 4
@size_Xbits2 = hidden global i32 8, align 4
@align_Xbits2 = hidden global i32 8, align 4
@size_Xbits3 = hidden global i32 8, align 4
@align_Xbits3 = hidden global i32 2, align 4
@size_flex = hidden global i32 8, align 4
@align_flex = hidden global i32 4, align 4
@size_misc = hidden global i32 16, align 4
@align_misc = hidden global i32 4, align 4
@off_misc_f = hidden global i32 8, align 4
@off_misc_b2 = hidden global i32 12, align 4
@size_Xalignas = hidden global i32 32, align 4
@align_Xalignas = hidden global i32 16, align 4
@off_Xalignas_b = hidden global i32 16, align 4
@off_Xalignas_c = hidden global i32 20, align 4
@size_Xalignas32 = hidden global i32 32, align 4
@align_Xalignas32 = hidden global i32 32, align 4
@off_Xalignas32_d = hidden global i32 8, align 4
@size_Xvec = hidden global i32 64, align 4
@align_Xvec = hidden global i32 16, align 4
@off_Xvec_v3 = hidden global i32 16, align 4
@off_Xvec_s2 = hidden global i32 32, align 4
@off_Xvec_v4 = hidden global i32 48, align 4
@size_Xi128 = hidden global i32 48, align 4
@align_Xi128 = hidden global i32 16, align 4
@off_Xi128_x = hidden global i32 16, align 4
@off_Xi128_b = hidden global i32 32, align 4
@size_big = hidden global i32 264, align 4
@align_big = hidden global i32 8, align 4
@off_big_m34 = hidden global i32 152, align 4
@off_big_p2e = hidden global i32 256, align 4
@g_va_list = hidden global ptr null, align 4
@g_long_double_kind = hidden global fp128 0xL00000000000000000000000000000000, align 16
@g_char = hidden global i8 0, align 1
@g_short = hidden global i16 0, align 2
@g_int = hidden global i32 0, align 4
@g_long = hidden global i32 0, align 4
@g_llong = hidden global i64 0, align 8
@g_float = hidden global float 0.000000e+00, align 4
@g_double = hidden global double 0.000000e+00, align 8
@g_ldouble = hidden global fp128 0xL00000000000000000000000000000000, align 16
@g_ptr = hidden global ptr null, align 4
@g_bool = hidden global i8 0, align 1
@g_wchar = hidden global i32 0, align 4
@g_Xint128 = hidden global i128 0, align 16
@g_pad = hidden global %struct.pad zeroinitializer, align 8
@g_dbl = hidden global %struct.dbl zeroinitializer, align 8
@g_ld = hidden global %struct.ld zeroinitializer, align 16
@g_ldarr = hidden global %struct.ldarr zeroinitializer, align 16
@g_nest = hidden global %struct.nest zeroinitializer, align 8
@g_arr = hidden global %struct.arr zeroinitializer, align 4
@g_ptrs = hidden global %struct.ptrs zeroinitializer, align 4
@g_mix = hidden global %union.mix zeroinitializer, align 8
@g_ldu = hidden global %union.ldu zeroinitializer, align 16
@g_hasu = hidden global %struct.hasu zeroinitializer, align 8
@g_packed = hidden global %struct.packed zeroinitializer, align 1
@g_Xpack2 = hidden global %struct.Xpack2 zeroinitializer, align 2
@g_haspacked = hidden global %struct.haspacked zeroinitializer, align 1
@g_Xbits = hidden global %struct.Xbits zeroinitializer, align 4
@g_Xbits2 = hidden global %struct.Xbits2 zeroinitializer, align 8
@g_Xbits3 = hidden global %struct.Xbits3 zeroinitializer, align 2
@g_flex = hidden global %struct.flex zeroinitializer, align 4
@g_misc = hidden global %struct.misc zeroinitializer, align 4
@g_Xalignas = hidden global %struct.Xalignas zeroinitializer, align 16
@g_Xalignas32 = hidden global %struct.Xalignas32 zeroinitializer, align 32
@g_Xvec = hidden global %struct.Xvec zeroinitializer, align 16
@g_Xi128 = hidden global %struct.Xi128 zeroinitializer, align 16
@g_big = hidden global %struct.big zeroinitializer, align 8

; Function Attrs: noinline nounwind
define hidden ptr @f_pad_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.pad, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_pad_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.pad, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_pad_e(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.pad, ptr %3, i32 0, i32 4
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_dbl_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.dbl, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_dbl_l(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.dbl, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ld_x(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ld, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ld_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ld, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ldarr_x2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ldarr, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [3 x fp128], ptr %4, i32 0, i32 2
  ret ptr %5
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ldarr_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ldarr, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_nest_in1t2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds [2 x %struct.inner], ptr %4, i32 0, i32 1
  %6 = getelementptr inbounds %struct.inner, ptr %5, i32 0, i32 1
  %7 = getelementptr inbounds [3 x i8], ptr %6, i32 0, i32 2
  ret ptr %7
}

; Function Attrs: noinline nounwind
define hidden ptr @f_nest_i(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_nest_anond(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.nest, ptr %3, i32 0, i32 3
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 1
  ret ptr %5
}

; Function Attrs: noinline nounwind
define hidden ptr @f_arr_b5(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.arr, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds [7 x i8], ptr %4, i32 0, i32 5
  ret ptr %5
}

; Function Attrs: noinline nounwind
define hidden ptr @f_arr_c12(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.arr, ptr %3, i32 0, i32 2
  %5 = getelementptr inbounds [2 x [3 x i16]], ptr %4, i32 0, i32 1
  %6 = getelementptr inbounds [3 x i16], ptr %5, i32 0, i32 2
  ret ptr %6
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ptrs_p(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ptrs_fn(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ptrs_l(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 4
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_ptrs_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.ptrs, ptr %3, i32 0, i32 5
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_hasu_u(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.hasu, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_hasu_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.hasu, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_packed_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_packed_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_packed_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xpack2_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xpack2, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xpack2_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xpack2, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_haspacked_pc(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.haspacked, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.packed, ptr %4, i32 0, i32 2
  ret ptr %5
}

; Function Attrs: noinline nounwind
define hidden ptr @f_haspacked_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.haspacked, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_misc_f(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.misc, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_misc_b2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.misc, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xalignas_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xalignas, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xalignas_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xalignas, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xalignas32_d(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xalignas32, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xvec_v3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xvec, ptr %3, i32 0, i32 1
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xvec_s2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xvec, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xvec_v4(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xvec, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xi128_x(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xi128, ptr %3, i32 0, i32 2
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_Xi128_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Xi128, ptr %3, i32 0, i32 3
  ret ptr %4
}

; Function Attrs: noinline nounwind
define hidden ptr @f_big_m34(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [4 x [5 x double]], ptr %4, i32 0, i32 3
  %6 = getelementptr inbounds [5 x double], ptr %5, i32 0, i32 4
  ret ptr %6
}

; Function Attrs: noinline nounwind
define hidden ptr @f_big_p2e(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 2
  %5 = getelementptr inbounds [3 x %struct.pad], ptr %4, i32 0, i32 2
  %6 = getelementptr inbounds %struct.pad, ptr %5, i32 0, i32 4
  ret ptr %6
}

attributes #0 = { noinline nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
