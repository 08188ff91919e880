; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%struct.Payload = type { i32 }

$_ZNKSt15__exception_ptr13exception_ptr7is_nullEv = comdat any

$_ZN7PayloadC2Ei = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr hidden constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Payload }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"dropping first pointer\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"dropping second pointer\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"capturing\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #10
  %9 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  %10 = zext i1 %9 to i32
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
          to label %12 unwind label %81

12:                                               ; preds = %0
  invoke void @_ZL7capturei(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %3, i32 noundef 7)
          to label %13 unwind label %81

13:                                               ; preds = %12
  %14 = call noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  %15 = zext i1 %14 to i32
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15)
          to label %17 unwind label %78

17:                                               ; preds = %13
  %18 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  %19 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  %20 = zext i1 %19 to i32
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %20)
          to label %22 unwind label %75

22:                                               ; preds = %17
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %57, %22
  %24 = load i32, ptr %5, align 4
  %25 = icmp slt i32 %24, 2
  br i1 %25, label %26, label %63

26:                                               ; preds = %23
  %27 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef %6) #8
          to label %28 unwind label %29

28:                                               ; preds = %26
  unreachable

29:                                               ; preds = %26
  %30 = cleanuppad within none []
  %31 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #10 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %32

32:                                               ; preds = %29
  %33 = catchswitch within none [label %34] unwind label %75

34:                                               ; preds = %32
  %35 = catchpad within %33 [ptr @_ZTI7Payload]
  %36 = call ptr @llvm.wasm.get.exception(token %35)
  store ptr %36, ptr %7, align 4
  %37 = call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Payload) #10
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %55

40:                                               ; preds = %34
  %41 = load ptr, ptr %7, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #10 [ "funclet"(token %35) ]
  store ptr %42, ptr %8, align 4
  %43 = load ptr, ptr %8, align 4
  %44 = getelementptr inbounds %struct.Payload, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %5, align 4
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45, i32 noundef %46) [ "funclet"(token %35) ]
          to label %48 unwind label %60

48:                                               ; preds = %40
  %49 = load ptr, ptr %8, align 4
  %50 = getelementptr inbounds %struct.Payload, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %50, align 4
  invoke void @__cxa_end_catch() [ "funclet"(token %35) ]
          to label %53 unwind label %75

53:                                               ; preds = %48
  catchret from %35 to label %54

54:                                               ; preds = %53
  br label %56

55:                                               ; preds = %34
  invoke void @llvm.wasm.rethrow() #8 [ "funclet"(token %35) ]
          to label %84 unwind label %75

56:                                               ; preds = %54
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %5, align 4
  br label %23, !llvm.loop !2

60:                                               ; preds = %40
  %61 = cleanuppad within %35 []
  invoke void @__cxa_end_catch() [ "funclet"(token %61) ]
          to label %62 unwind label %85

62:                                               ; preds = %60
  cleanupret from %61 unwind label %75

63:                                               ; preds = %23
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %65 unwind label %75

65:                                               ; preds = %63
  %66 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  %67 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %68 unwind label %75

68:                                               ; preds = %65
  %69 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #10
  %70 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  %71 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %72 unwind label %81

72:                                               ; preds = %68
  store i32 0, ptr %1, align 4
  %73 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  %74 = load i32, ptr %1, align 4
  ret i32 %74

75:                                               ; preds = %65, %63, %55, %62, %48, %32, %17
  %76 = cleanuppad within none []
  %77 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #10 [ "funclet"(token %76) ]
  cleanupret from %76 unwind label %78

78:                                               ; preds = %75, %13
  %79 = cleanuppad within none []
  %80 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %79) ]
  cleanupret from %79 unwind label %81

81:                                               ; preds = %68, %78, %12, %0
  %82 = cleanuppad within none []
  %83 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #10 [ "funclet"(token %82) ]
  cleanupret from %82 unwind to caller

84:                                               ; preds = %55
  unreachable

85:                                               ; preds = %60
  %86 = cleanuppad within %61 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %86) ]
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNKSt15__exception_ptr13exception_ptr7is_nullEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp eq ptr %5, null
  ret i1 %6
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7capturei(ptr dead_on_unwind noalias writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0, i32 noundef %1) #4 personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = call ptr @__cxa_allocate_exception(i32 4) #10
  %7 = load i32, ptr %4, align 4
  %8 = invoke noundef ptr @_ZN7PayloadC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
          to label %9 unwind label %21

9:                                                ; preds = %2
  invoke void @__cxa_throw(ptr %6, ptr @_ZTI7Payload, ptr @_ZN7PayloadD2Ev) #8
          to label %28 unwind label %10

10:                                               ; preds = %9, %21
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr null]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %5, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  br label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #10 [ "funclet"(token %13) ]
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7) [ "funclet"(token %13) ]
          to label %20 unwind label %23

20:                                               ; preds = %16
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %0) #10 [ "funclet"(token %13) ]
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %26

21:                                               ; preds = %2
  %22 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %6) #10 [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %10

23:                                               ; preds = %16
  %24 = cleanuppad within %13 []
  invoke void @__cxa_end_catch() [ "funclet"(token %24) ]
          to label %25 unwind label %29

25:                                               ; preds = %23
  cleanupret from %24 unwind to caller

26:                                               ; preds = %20
  ret void

27:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

28:                                               ; preds = %9
  unreachable

29:                                               ; preds = %23
  %30 = cleanuppad within %24 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %30) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull returned align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) #1

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) #5

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #6

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #8

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) #1

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7PayloadC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Payload, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Payload, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %9)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7PayloadD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Payload, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind memory(none) }
attributes #8 = { noreturn }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
