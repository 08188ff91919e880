; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Ex = type { i32 }
%struct.Sub = type { %struct.Ex }

$_ZN3SubC2ERKS_ = comdat any

$_ZN3SubD2Ev = comdat any

$_ZN2ExC2Ei = comdat any

$_ZN2ExD2Ev = comdat any

$_ZN3SubC2Ei = comdat any

$_ZN2ExC2ERKS_ = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS2Ex = linkonce_odr hidden constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Ex, i32 0, i32 0) }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*) }, comdat, align 4
@_ZTIi = external constant i8*
@_ZL4live = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal global i32 0, align 4
@_ZL6copies = internal global i32 0, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Ex*, align 4
  %7 = alloca %struct.Sub, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %8

8:                                                ; preds = %75, %0
  %9 = load i32, i32* %3, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %78

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %73 unwind label %13

13:                                               ; preds = %11
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (i8** @_ZTIi to i8*)]
  %17 = call i8* @llvm.wasm.get.exception(token %16)
  store i8* %17, i8** %4, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*)) #2
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %37

21:                                               ; preds = %15
  %22 = load i8*, i8** %4, align 4
  %23 = call i8* @__cxa_get_exception_ptr(i8* %22) #2 [ "funclet"(token %16) ]
  %24 = bitcast i8* %23 to %struct.Sub*
  %25 = invoke noundef %struct.Sub* @_ZN3SubC2ERKS_(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %7, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %24) [ "funclet"(token %16) ]
          to label %26 unwind label %84

26:                                               ; preds = %21
  %27 = call i8* @__cxa_begin_catch(i8* %22) #2 [ "funclet"(token %16) ]
  %28 = bitcast %struct.Sub* %7 to %struct.Ex*
  %29 = getelementptr inbounds %struct.Ex, %struct.Ex* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = mul nsw i32 %30, 3
  %32 = sext i32 %31 to i64
  %33 = load i64, i64* %2, align 8
  %34 = add nsw i64 %33, %32
  store i64 %34, i64* %2, align 8
  %35 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %7) #2 [ "funclet"(token %16) ]
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %36

36:                                               ; preds = %26
  br label %66

37:                                               ; preds = %15
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)) #2
  %39 = icmp eq i32 %18, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #2 [ "funclet"(token %16) ]
  %43 = bitcast i8* %42 to %struct.Ex*
  store %struct.Ex* %43, %struct.Ex** %6, align 4
  %44 = load %struct.Ex*, %struct.Ex** %6, align 4
  %45 = getelementptr inbounds %struct.Ex, %struct.Ex* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = mul nsw i32 %46, 2
  %48 = sext i32 %47 to i64
  %49 = load i64, i64* %2, align 8
  %50 = add nsw i64 %49, %48
  store i64 %50, i64* %2, align 8
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %51

51:                                               ; preds = %40
  br label %66

52:                                               ; preds = %37
  %53 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %54 = icmp eq i32 %18, %53
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = load i8*, i8** %4, align 4
  %57 = call i8* @__cxa_begin_catch(i8* %56) #2 [ "funclet"(token %16) ]
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4
  store i32 %59, i32* %5, align 4
  %60 = load i32, i32* %5, align 4
  %61 = sext i32 %60 to i64
  %62 = load i64, i64* %2, align 8
  %63 = add nsw i64 %62, %61
  store i64 %63, i64* %2, align 8
  call void @__cxa_end_catch() #2 [ "funclet"(token %16) ]
  catchret from %16 to label %64

64:                                               ; preds = %55
  br label %66

65:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %16) ]
  unreachable

66:                                               ; preds = %36, %51, %64, %73
  %67 = load i32, i32* @_ZL4live, align 4
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load i32, i32* @_ZL4live, align 4
  %71 = load i32, i32* %3, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i32 0, i32 0), i32 noundef %70, i32 noundef %71)
  br label %74

73:                                               ; preds = %11
  br label %66

74:                                               ; preds = %69, %66
  br label %75

75:                                               ; preds = %74
  %76 = load i32, i32* %3, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %3, align 4
  br label %8, !llvm.loop !2

78:                                               ; preds = %8
  %79 = load i64, i64* %2, align 8
  %80 = load i32, i32* @_ZL4made, align 4
  %81 = load i32, i32* @_ZL6copies, align 4
  %82 = load i32, i32* @_ZL4live, align 4
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i32 0, i32 0), i64 noundef %79, i32 noundef %80, i32 noundef %81, i32 noundef %82)
  ret i32 0

84:                                               ; preds = %21
  %85 = cleanuppad within %16 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %85) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #2
  %8 = bitcast i8* %7 to %struct.Ex*
  %9 = load i32, i32* %2, align 4
  %10 = invoke noundef %struct.Ex* @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
          to label %11 unwind label %12

11:                                               ; preds = %6
  call void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (%struct.Ex* (%struct.Ex*)* @_ZN2ExD2Ev to i8*)) #6
  unreachable

12:                                               ; preds = %6
  %13 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %7) #2 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller

14:                                               ; preds = %1
  %15 = load i32, i32* %2, align 4
  %16 = srem i32 %15, 3
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %26

18:                                               ; preds = %14
  %19 = call i8* @__cxa_allocate_exception(i32 4) #2
  %20 = bitcast i8* %19 to %struct.Sub*
  %21 = load i32, i32* %2, align 4
  %22 = invoke noundef %struct.Sub* @_ZN3SubC2Ei(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %20, i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  call void @__cxa_throw(i8* %19, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Sub* (%struct.Sub*)* @_ZN3SubD2Ev to i8*)) #6
  unreachable

24:                                               ; preds = %18
  %25 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %19) #2 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

26:                                               ; preds = %14
  %27 = call i8* @__cxa_allocate_exception(i32 4) #2
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %2, align 4
  store i32 %29, i32* %28, align 16
  call void @__cxa_throw(i8* %27, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
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

declare void @__cxa_end_catch()

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Sub* @_ZN3SubC2ERKS_(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store %struct.Sub* %1, %struct.Sub** %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load %struct.Sub*, %struct.Sub** %4, align 4
  %8 = bitcast %struct.Sub* %7 to %struct.Ex*
  %9 = call noundef %struct.Ex* @_ZN2ExC2ERKS_(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %8)
  ret %struct.Sub* %5
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Ex*
  %5 = call noundef %struct.Ex* @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %4) #2
  ret %struct.Sub* %3
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i32 @printf(i8* noundef, ...) #7

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Ex* @_ZN2ExC2Ei(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Ex*, align 4
  %4 = alloca i32, align 4
  store %struct.Ex* %0, %struct.Ex** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %3, align 4
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @_ZL4live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL4live, align 4
  %10 = load i32, i32* @_ZL4made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @_ZL4made, align 4
  ret %struct.Ex* %5
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Ex* @_ZN2ExD2Ev(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %2, align 4
  %3 = load %struct.Ex*, %struct.Ex** %2, align 4
  %4 = load i32, i32* @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZL4live, align 4
  ret %struct.Ex* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Sub* @_ZN3SubC2Ei(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca i32, align 4
  store %struct.Sub* %0, %struct.Sub** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %3, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load i32, i32* %4, align 4
  %8 = call noundef %struct.Ex* @_ZN2ExC2Ei(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
  ret %struct.Sub* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Ex* @_ZN2ExC2ERKS_(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #5 comdat {
  %3 = alloca %struct.Ex*, align 4
  %4 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %3, align 4
  store %struct.Ex* %1, %struct.Ex** %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %3, align 4
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load %struct.Ex*, %struct.Ex** %4, align 4
  %8 = getelementptr inbounds %struct.Ex, %struct.Ex* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = load i32, i32* @_ZL4live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @_ZL4live, align 4
  %12 = load i32, i32* @_ZL6copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @_ZL6copies, align 4
  ret %struct.Ex* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
