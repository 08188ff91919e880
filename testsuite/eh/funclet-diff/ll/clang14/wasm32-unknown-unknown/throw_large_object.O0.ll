; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr hidden constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Big*, align 4
  %4 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  invoke void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %57 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)]
  %9 = call i8* @llvm.wasm.get.exception(token %8)
  store i8* %9, i8** %2, align 4
  %10 = call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #2
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %7
  %14 = load i8*, i8** %2, align 4
  %15 = call i8* @__cxa_begin_catch(i8* %14) #2 [ "funclet"(token %8) ]
  %16 = bitcast i8* %15 to %struct.Big*
  store %struct.Big* %16, %struct.Big** %3, align 4
  %17 = load %struct.Big*, %struct.Big** %3, align 4
  %18 = getelementptr inbounds %struct.Big, %struct.Big* %17, i32 0, i32 1
  %19 = getelementptr inbounds [24 x i8], [24 x i8]* %18, i32 0, i32 0
  %20 = load %struct.Big*, %struct.Big** %3, align 4
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %20, i32 0, i32 2
  %22 = load i64, i64* %21, align 8
  %23 = load %struct.Big*, %struct.Big** %3, align 4
  %24 = invoke noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %23) [ "funclet"(token %8) ]
          to label %25 unwind label %58

25:                                               ; preds = %13
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i8* noundef %19, i64 noundef %22, i64 noundef %24) [ "funclet"(token %8) ]
          to label %27 unwind label %58

27:                                               ; preds = %25
  call void @__cxa_end_catch() [ "funclet"(token %8) ]
  catchret from %8 to label %28

28:                                               ; preds = %27
  br label %30

29:                                               ; preds = %7
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %8) ]
  unreachable

30:                                               ; preds = %28, %57
  invoke void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %56 unwind label %31

31:                                               ; preds = %30
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)]
  %35 = call i8* @llvm.wasm.get.exception(token %34)
  store i8* %35, i8** %2, align 4
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #2
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %54

39:                                               ; preds = %33
  %40 = load i8*, i8** %2, align 4
  %41 = call i8* @__cxa_begin_catch(i8* %40) #2 [ "funclet"(token %34) ]
  %42 = bitcast i8* %41 to %struct.Big*
  %43 = bitcast %struct.Big* %4 to i8*
  %44 = bitcast %struct.Big* %42 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %43, i8* align 8 %44, i32 4032, i1 false)
  %45 = getelementptr inbounds %struct.Big, %struct.Big* %4, i32 0, i32 1
  %46 = getelementptr inbounds [24 x i8], [24 x i8]* %45, i32 0, i32 0
  %47 = getelementptr inbounds %struct.Big, %struct.Big* %4, i32 0, i32 2
  %48 = load i64, i64* %47, align 8
  %49 = invoke noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %4) [ "funclet"(token %34) ]
          to label %50 unwind label %61

50:                                               ; preds = %39
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i32 0, i32 0), i8* noundef %46, i64 noundef %48, i64 noundef %49) [ "funclet"(token %34) ]
          to label %52 unwind label %61

52:                                               ; preds = %50
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %53

53:                                               ; preds = %52
  br label %55

54:                                               ; preds = %33
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %34) ]
  unreachable

55:                                               ; preds = %53, %56
  ret i32 0

56:                                               ; preds = %30
  br label %55

57:                                               ; preds = %0
  br label %30

58:                                               ; preds = %25, %13
  %59 = cleanuppad within %8 []
  invoke void @__cxa_end_catch() [ "funclet"(token %59) ]
          to label %60 unwind label %64

60:                                               ; preds = %58
  cleanupret from %59 unwind to caller

61:                                               ; preds = %50, %39
  %62 = cleanuppad within %34 []
  invoke void @__cxa_end_catch() [ "funclet"(token %62) ]
          to label %63 unwind label %66

63:                                               ; preds = %61
  cleanupret from %62 unwind to caller

64:                                               ; preds = %58
  %65 = cleanuppad within %59 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %65) ]
  unreachable

66:                                               ; preds = %61
  %67 = cleanuppad within %62 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %67) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL14fill_and_throwi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Big, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %18 = load i32, i32* %5, align 4
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* %17, i32 0, i32 %18
  store i32 %16, i32* %19, align 4
  %20 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* %20, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = load i64, i64* %4, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, i64* %4, align 8
  br label %27

27:                                               ; preds = %11
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %5, align 4
  br label %8, !llvm.loop !2

30:                                               ; preds = %8
  store i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i8** %6, align 4
  store i32 0, i32* %7, align 4
  br label %31

31:                                               ; preds = %45, %30
  %32 = load i8*, i8** %6, align 4
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds i8, i8* %32, i32 %33
  %35 = load i8, i8* %34, align 1
  %36 = icmp ne i8 %35, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %31
  %38 = load i8*, i8** %6, align 4
  %39 = load i32, i32* %7, align 4
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  %41 = load i8, i8* %40, align 1
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %43 = load i32, i32* %7, align 4
  %44 = getelementptr inbounds [24 x i8], [24 x i8]* %42, i32 0, i32 %43
  store i8 %41, i8* %44, align 1
  br label %45

45:                                               ; preds = %37
  %46 = load i32, i32* %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %7, align 4
  br label %31, !llvm.loop !4

48:                                               ; preds = %31
  %49 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %50 = load i32, i32* %7, align 4
  %51 = getelementptr inbounds [24 x i8], [24 x i8]* %49, i32 0, i32 %50
  store i8 0, i8* %51, align 1
  %52 = load i64, i64* %4, align 8
  %53 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 2
  store i64 %52, i64* %53, align 8
  %54 = call i8* @__cxa_allocate_exception(i32 4032) #2
  %55 = bitcast i8* %54 to %struct.Big*
  %56 = bitcast %struct.Big* %55 to i8*
  %57 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %56, i8* align 8 %57, i32 4032, i1 false)
  call void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #6
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %0) #5 {
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
  br label %5, !llvm.loop !5

20:                                               ; preds = %5
  %21 = load i64, i64* %3, align 8
  ret i64 %21
}

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
