; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.B = type { i32 }
%struct.A = type { i32 }
%struct.Local = type { i8 }

$_ZN5LocalD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"unexpected handler: throwing A\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~Local\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.B*, align 4
  %5 = alloca %struct.A*, align 4
  store i32 0, i32* %1, align 4
  %6 = call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef @_ZL7handlerv) #3
  store i32 1, i32* %2, align 4
  br label %7

7:                                                ; preds = %45, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp sle i32 %8, 2
  br i1 %9, label %10, label %55

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  invoke void @_ZL6only_ai(i32 noundef %11)
          to label %48 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)]
  %16 = call i8* @llvm.wasm.get.exception(token %15)
  store i8* %16, i8** %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #3
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %14
  %21 = load i8*, i8** %3, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #3 [ "funclet"(token %15) ]
  %23 = bitcast i8* %22 to %struct.A*
  store %struct.A* %23, %struct.A** %5, align 4
  %24 = load %struct.A*, %struct.A** %5, align 4
  %25 = getelementptr inbounds %struct.A, %struct.A* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef %26) [ "funclet"(token %15) ]
          to label %28 unwind label %52

28:                                               ; preds = %20
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %29

29:                                               ; preds = %28
  br label %44

30:                                               ; preds = %14
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #3
  %32 = icmp eq i32 %17, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %30
  %34 = load i8*, i8** %3, align 4
  %35 = call i8* @__cxa_begin_catch(i8* %34) #3 [ "funclet"(token %15) ]
  %36 = bitcast i8* %35 to %struct.B*
  store %struct.B* %36, %struct.B** %4, align 4
  %37 = load %struct.B*, %struct.B** %4, align 4
  %38 = getelementptr inbounds %struct.B, %struct.B* %37, i32 0, i32 0
  %39 = load i32, i32* %38, align 4
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 noundef %39) [ "funclet"(token %15) ]
          to label %41 unwind label %49

41:                                               ; preds = %33
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %42

42:                                               ; preds = %41
  br label %44

43:                                               ; preds = %30
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %15) ]
  unreachable

44:                                               ; preds = %29, %42, %48
  br label %45

45:                                               ; preds = %44
  %46 = load i32, i32* %2, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %2, align 4
  br label %7, !llvm.loop !2

48:                                               ; preds = %10
  br label %44

49:                                               ; preds = %33
  %50 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %50) ]
          to label %51 unwind label %56

51:                                               ; preds = %49
  cleanupret from %50 unwind to caller

52:                                               ; preds = %20
  %53 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %53) ]
          to label %54 unwind label %58

54:                                               ; preds = %52
  cleanupret from %53 unwind to caller

55:                                               ; preds = %7
  ret i32 0

56:                                               ; preds = %49
  %57 = cleanuppad within %50 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %57) ]
  unreachable

58:                                               ; preds = %52
  %59 = cleanuppad within %53 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %59) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7handlerv() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.2, i32 0, i32 0))
  %2 = call i8* @__cxa_allocate_exception(i32 4) #3
  %3 = bitcast i8* %2 to %struct.A*
  %4 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 0
  store i32 2, i32* %4, align 16
  call void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* null) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6only_ai(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 1
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #3
  %8 = bitcast i8* %7 to %struct.A*
  %9 = getelementptr inbounds %struct.A, %struct.A* %8, i32 0, i32 0
  store i32 1, i32* %9, align 16
  invoke void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* null) #6
          to label %18 unwind label %15

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 4) #3
  %12 = bitcast i8* %11 to %struct.B*
  %13 = getelementptr inbounds %struct.B, %struct.B* %12, i32 0, i32 0
  %14 = load i32, i32* %2, align 4
  store i32 %14, i32* %13, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* null) #6
          to label %18 unwind label %15

15:                                               ; preds = %10, %6
  %16 = cleanuppad within none []
  %17 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %3) #3 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

18:                                               ; preds = %10, %6
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
