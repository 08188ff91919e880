; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$"??_R0?AUBig@@@8" = comdat any

$"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = comdat any

$"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = comdat any

$"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = comdat any

$"_CT??_R0?AUBig@@@84032" = comdat any

$"_CTA1?AUBig@@" = comdat any

$"_TI1?AUBig@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBig@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUBig@@\00" }, comdat
@"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"big exception\00", comdat, align 1
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUBig@@@8", i32 0, i32 -1, i32 0, i32 4032, ptr null }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUBig@@@84032"] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUBig@@" }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.Big, align 8
  store i32 0, ptr %1, align 4
  invoke void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %32 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0?AUBig@@@8", i32 8, ptr %2]
  %8 = load ptr, ptr %2, align 4
  %9 = call noundef i64 @"?check@@YA_JABUBig@@@Z"(ptr noundef nonnull align 8 dereferenceable(4032) %8) [ "funclet"(token %7) ]
  %10 = load ptr, ptr %2, align 4
  %11 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = load ptr, ptr %2, align 4
  %14 = getelementptr inbounds %struct.Big, ptr %13, i32 0, i32 1
  %15 = getelementptr inbounds [24 x i8], ptr %14, i32 0, i32 0
  %16 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", ptr noundef %15, i64 noundef %12, i64 noundef %9) [ "funclet"(token %7) ]
  catchret from %7 to label %17

17:                                               ; preds = %6
  br label %18

18:                                               ; preds = %17, %32
  invoke void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %31 unwind label %19

19:                                               ; preds = %18
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @"??_R0?AUBig@@@8", i32 0, ptr %3]
  %23 = call noundef i64 @"?check@@YA_JABUBig@@@Z"(ptr noundef nonnull align 8 dereferenceable(4032) %3) [ "funclet"(token %22) ]
  %24 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 2
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %27 = getelementptr inbounds [24 x i8], ptr %26, i32 0, i32 0
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", ptr noundef %27, i64 noundef %25, i64 noundef %23) [ "funclet"(token %22) ]
  catchret from %22 to label %29

29:                                               ; preds = %21
  br label %30

30:                                               ; preds = %29, %31
  ret i32 0

31:                                               ; preds = %18
  br label %30

32:                                               ; preds = %0
  br label %18
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Big, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Big, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %28, %1
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 1000
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = mul nsw i32 %13, %14
  %16 = add nsw i32 %15, 7
  %17 = srem i32 %16, 1009
  %18 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %19 = load i32, ptr %5, align 4
  %20 = getelementptr inbounds [1000 x i32], ptr %18, i32 0, i32 %19
  store i32 %17, ptr %20, align 4
  %21 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = getelementptr inbounds [1000 x i32], ptr %21, i32 0, i32 %22
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = load i64, ptr %4, align 8
  %27 = add nsw i64 %26, %25
  store i64 %27, ptr %4, align 8
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %9, !llvm.loop !5

31:                                               ; preds = %9
  store ptr @"??_C@_0O@BCDDEEMK@big?5exception?$AA@", ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %46, %31
  %33 = load ptr, ptr %6, align 4
  %34 = load i32, ptr %7, align 4
  %35 = getelementptr inbounds i8, ptr %33, i32 %34
  %36 = load i8, ptr %35, align 1
  %37 = icmp ne i8 %36, 0
  br i1 %37, label %38, label %49

38:                                               ; preds = %32
  %39 = load ptr, ptr %6, align 4
  %40 = load i32, ptr %7, align 4
  %41 = getelementptr inbounds i8, ptr %39, i32 %40
  %42 = load i8, ptr %41, align 1
  %43 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %44 = load i32, ptr %7, align 4
  %45 = getelementptr inbounds [24 x i8], ptr %43, i32 0, i32 %44
  store i8 %42, ptr %45, align 1
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %32, !llvm.loop !7

49:                                               ; preds = %32
  %50 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 1
  %51 = load i32, ptr %7, align 4
  %52 = getelementptr inbounds [24 x i8], ptr %50, i32 0, i32 %51
  store i8 0, ptr %52, align 1
  %53 = load i64, ptr %4, align 8
  %54 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 2
  store i64 %53, ptr %54, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %8, ptr align 8 %3, i32 4032, i1 false)
  call void @_CxxThrowException(ptr %8, ptr @"_TI1?AUBig@@") #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i64 @"?check@@YA_JABUBig@@@Z"(ptr noundef nonnull align 8 dereferenceable(4032) %0) #3 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 1000
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 4
  %10 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds [1000 x i32], ptr %10, i32 0, i32 %11
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = load i64, ptr %3, align 8
  %16 = add nsw i64 %15, %14
  store i64 %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !8

20:                                               ; preds = %5
  %21 = load i64, ptr %3, align 8
  ret i64 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
