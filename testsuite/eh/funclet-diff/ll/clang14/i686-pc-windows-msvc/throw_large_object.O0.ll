; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$"??_R0?AUBig@@@8" = comdat any

$"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = comdat any

$"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = comdat any

$"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = comdat any

$"_CT??_R0?AUBig@@@84032" = comdat any

$"_CTA1?AUBig@@" = comdat any

$"_TI1?AUBig@@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBig@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUBig@@\00" }, comdat
@"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"big exception\00", comdat, align 1
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4032, i8* null }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUBig@@@84032"] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUBig@@" to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Big*, align 4
  %3 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  invoke void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %32 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 8, %struct.Big** %2]
  %8 = load %struct.Big*, %struct.Big** %2, align 4
  %9 = call noundef i64 @"?check@@YA_JABUBig@@@Z"(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %8) [ "funclet"(token %7) ]
  %10 = load %struct.Big*, %struct.Big** %2, align 4
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %10, i32 0, i32 2
  %12 = load i64, i64* %11, align 8
  %13 = load %struct.Big*, %struct.Big** %2, align 4
  %14 = getelementptr inbounds %struct.Big, %struct.Big* %13, i32 0, i32 1
  %15 = getelementptr inbounds [24 x i8], [24 x i8]* %14, i32 0, i32 0
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", i32 0, i32 0), i8* noundef %15, i64 noundef %12, i64 noundef %9) [ "funclet"(token %7) ]
  catchret from %7 to label %17

17:                                               ; preds = %6
  br label %18

18:                                               ; preds = %17, %32
  invoke void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %31 unwind label %19

19:                                               ; preds = %18
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 0, %struct.Big* %3]
  %23 = call noundef i64 @"?check@@YA_JABUBig@@@Z"(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %3) [ "funclet"(token %22) ]
  %24 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 2
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %27 = getelementptr inbounds [24 x i8], [24 x i8]* %26, i32 0, i32 0
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", i32 0, i32 0), i8* noundef %27, i64 noundef %25, i64 noundef %23) [ "funclet"(token %22) ]
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
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Big, align 8
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %28, %1
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %10, 1000
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = mul nsw i32 %13, %14
  %16 = add nsw i32 %15, 7
  %17 = srem i32 %16, 1009
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %19 = load i32, i32* %5, align 4
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* %18, i32 0, i32 %19
  store i32 %17, i32* %20, align 4
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %22 = load i32, i32* %5, align 4
  %23 = getelementptr inbounds [1000 x i32], [1000 x i32]* %21, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = load i64, i64* %4, align 8
  %27 = add nsw i64 %26, %25
  store i64 %27, i64* %4, align 8
  br label %28

28:                                               ; preds = %12
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %5, align 4
  br label %9, !llvm.loop !4

31:                                               ; preds = %9
  store i8* getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BCDDEEMK@big?5exception?$AA@", i32 0, i32 0), i8** %6, align 4
  store i32 0, i32* %7, align 4
  br label %32

32:                                               ; preds = %46, %31
  %33 = load i8*, i8** %6, align 4
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds i8, i8* %33, i32 %34
  %36 = load i8, i8* %35, align 1
  %37 = icmp ne i8 %36, 0
  br i1 %37, label %38, label %49

38:                                               ; preds = %32
  %39 = load i8*, i8** %6, align 4
  %40 = load i32, i32* %7, align 4
  %41 = getelementptr inbounds i8, i8* %39, i32 %40
  %42 = load i8, i8* %41, align 1
  %43 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %44 = load i32, i32* %7, align 4
  %45 = getelementptr inbounds [24 x i8], [24 x i8]* %43, i32 0, i32 %44
  store i8 %42, i8* %45, align 1
  br label %46

46:                                               ; preds = %38
  %47 = load i32, i32* %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %7, align 4
  br label %32, !llvm.loop !6

49:                                               ; preds = %32
  %50 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %51 = load i32, i32* %7, align 4
  %52 = getelementptr inbounds [24 x i8], [24 x i8]* %50, i32 0, i32 %51
  store i8 0, i8* %52, align 1
  %53 = load i64, i64* %4, align 8
  %54 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 2
  store i64 %53, i64* %54, align 8
  %55 = bitcast %struct.Big* %8 to i8*
  %56 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %55, i8* align 8 %56, i32 4032, i1 false)
  %57 = bitcast %struct.Big* %8 to i8*
  call void @_CxxThrowException(i8* %57, %eh.ThrowInfo* @"_TI1?AUBig@@") #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i64 @"?check@@YA_JABUBig@@@Z"(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %0) #3 {
  %2 = alloca %struct.Big*, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store %struct.Big* %0, %struct.Big** %2, align 4
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 1000
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load %struct.Big*, %struct.Big** %2, align 4
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %9, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* %10, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = load i64, i64* %3, align 8
  %16 = add nsw i64 %15, %14
  store i64 %16, i64* %3, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %5, !llvm.loop !7

20:                                               ; preds = %5
  %21 = load i64, i64* %3, align 8
  ret i64 %21
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
