; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.B = type { i32 }
%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%struct.A = type { i8 }

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTISt13bad_exception = external constant i8*
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [10 x i8] c"never: B\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never: A\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"unexpected handler: rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.B*, align 4
  %4 = alloca %"class.std::bad_exception"*, align 4
  %5 = alloca %struct.A*, align 4
  store i32 0, i32* %1, align 4
  %6 = call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef @_ZL15rethrow_handlerv) #3
  invoke void @_ZL4speci(i32 noundef 5)
          to label %51 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (i8** @_ZTISt13bad_exception to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #3
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %22

15:                                               ; preds = %9
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #3 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to %struct.A*
  store %struct.A* %18, %struct.A** %5, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %10) ]
          to label %20 unwind label %58

20:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %21

21:                                               ; preds = %20
  br label %49

22:                                               ; preds = %9
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13bad_exception to i8*)) #3
  %24 = icmp eq i32 %12, %23
  br i1 %24, label %25, label %38

25:                                               ; preds = %22
  %26 = load i8*, i8** %2, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #3 [ "funclet"(token %10) ]
  %28 = bitcast i8* %27 to %"class.std::bad_exception"*
  store %"class.std::bad_exception"* %28, %"class.std::bad_exception"** %4, align 4
  %29 = load %"class.std::bad_exception"*, %"class.std::bad_exception"** %4, align 4
  %30 = bitcast %"class.std::bad_exception"* %29 to i8* (%"class.std::bad_exception"*)***
  %31 = load i8* (%"class.std::bad_exception"*)**, i8* (%"class.std::bad_exception"*)*** %30, align 4
  %32 = getelementptr inbounds i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %31, i64 2
  %33 = load i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %32, align 4
  %34 = call noundef i8* %33(%"class.std::bad_exception"* noundef nonnull align 4 dereferenceable(4) %29) #3 [ "funclet"(token %10) ]
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i32 0, i32 0), i8* noundef %34) [ "funclet"(token %10) ]
          to label %36 unwind label %55

36:                                               ; preds = %25
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %37

37:                                               ; preds = %36
  br label %49

38:                                               ; preds = %22
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #3
  %40 = icmp eq i32 %12, %39
  br i1 %40, label %41, label %48

41:                                               ; preds = %38
  %42 = load i8*, i8** %2, align 4
  %43 = call i8* @__cxa_begin_catch(i8* %42) #3 [ "funclet"(token %10) ]
  %44 = bitcast i8* %43 to %struct.B*
  store %struct.B* %44, %struct.B** %3, align 4
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0)) [ "funclet"(token %10) ]
          to label %46 unwind label %52

46:                                               ; preds = %41
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %47

47:                                               ; preds = %46
  br label %49

48:                                               ; preds = %38
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %10) ]
  unreachable

49:                                               ; preds = %21, %37, %47, %51
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0))
  ret i32 0

51:                                               ; preds = %0
  br label %49

52:                                               ; preds = %41
  %53 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %53) ]
          to label %54 unwind label %61

54:                                               ; preds = %52
  cleanupret from %53 unwind to caller

55:                                               ; preds = %25
  %56 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %56) ]
          to label %57 unwind label %63

57:                                               ; preds = %55
  cleanupret from %56 unwind to caller

58:                                               ; preds = %15
  %59 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %59) ]
          to label %60 unwind label %65

60:                                               ; preds = %58
  cleanupret from %59 unwind to caller

61:                                               ; preds = %52
  %62 = cleanuppad within %53 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %62) ]
  unreachable

63:                                               ; preds = %55
  %64 = cleanuppad within %56 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %64) ]
  unreachable

65:                                               ; preds = %58
  %66 = cleanuppad within %59 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %66) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i32 0, i32 0))
  call void @__cxa_rethrow() #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4speci(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 4) #3
  %4 = bitcast i8* %3 to %struct.B*
  %5 = getelementptr inbounds %struct.B, %struct.B* %4, i32 0, i32 0
  %6 = load i32, i32* %2, align 4
  store i32 %6, i32* %5, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD2Ev to i8*)) #6
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

declare void @__cxa_rethrow()

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.B* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

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
