; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::__exception_ptr::exception_ptr" = type { ptr }

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
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@str = private unnamed_addr constant [23 x i8] c"dropping first pointer\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"dropping second pointer\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.12 = private unnamed_addr constant [10 x i8] c"capturing\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %1) #10
  %5 = load ptr, ptr %1, align 4, !tbaa !2
  %6 = icmp eq ptr %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  %9 = call ptr @__cxa_allocate_exception(i32 4) #10, !noalias !7
  store i32 7, ptr %9, align 4, !tbaa !10, !noalias !7
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 7), !noalias !7
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI7Payload, ptr nonnull @_ZN7PayloadD2Ev) #7
          to label %20 unwind label %11, !noalias !7

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind label %69

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr null]
  %15 = call ptr @llvm.wasm.get.exception(token %14), !noalias !7
  %16 = call i32 @llvm.wasm.get.ehselector(token %14), !noalias !7
  %17 = call ptr @__cxa_begin_catch(ptr %15) #10 [ "funclet"(token %14) ], !noalias !7
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12) [ "funclet"(token %14) ], !noalias !7
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #10 [ "funclet"(token %14) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %14) ]
          to label %19 unwind label %69

19:                                               ; preds = %13
  catchret from %14 to label %21

20:                                               ; preds = %0
  unreachable

21:                                               ; preds = %19
  %22 = load ptr, ptr %2, align 4, !tbaa !2
  %23 = icmp eq ptr %22, null
  %24 = zext i1 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  %26 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  %27 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  %28 = zext i1 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28)
  br label %30

30:                                               ; preds = %63, %21
  %31 = phi i32 [ 0, %21 ], [ %64, %63 ]
  %32 = icmp ult i32 %31, 2
  br i1 %32, label %41, label %33

33:                                               ; preds = %30
  %34 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %35 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %1) #10
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  %37 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  %38 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  %39 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  %40 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 0

41:                                               ; preds = %30
  %42 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %2) #10
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %4) #7
          to label %43 unwind label %44

43:                                               ; preds = %41
  unreachable

44:                                               ; preds = %41
  %45 = cleanuppad within none []
  %46 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #10 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %47

47:                                               ; preds = %44
  %48 = catchswitch within none [label %49] unwind label %65

49:                                               ; preds = %47
  %50 = catchpad within %48 [ptr @_ZTI7Payload]
  %51 = call ptr @llvm.wasm.get.exception(token %50)
  %52 = call i32 @llvm.wasm.get.ehselector(token %50)
  %53 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #10
  %54 = icmp eq i32 %52, %53
  br i1 %54, label %55, label %62

55:                                               ; preds = %49
  %56 = call ptr @__cxa_begin_catch(ptr %51) #10 [ "funclet"(token %50) ]
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %57, i32 noundef %31) [ "funclet"(token %50) ]
  %59 = load i32, ptr %56, align 4, !tbaa !10
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %56, align 4, !tbaa !10
  invoke void @__cxa_end_catch() [ "funclet"(token %50) ]
          to label %61 unwind label %65

61:                                               ; preds = %55
  catchret from %50 to label %63

62:                                               ; preds = %49
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %50) ]
          to label %72 unwind label %65

63:                                               ; preds = %61
  %64 = add nuw nsw i32 %31, 1
  br label %30, !llvm.loop !13

65:                                               ; preds = %55, %62, %47
  %66 = cleanuppad within none []
  %67 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10 [ "funclet"(token %66) ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  %68 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #10 [ "funclet"(token %66) ]
  cleanupret from %66 unwind label %69

69:                                               ; preds = %13, %11, %65
  %70 = cleanuppad within none []
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  %71 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #10 [ "funclet"(token %70) ]
  cleanupret from %70 unwind to caller

72:                                               ; preds = %62
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull returned align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN7PayloadD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !10
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { noreturn }
attributes #8 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8}
!8 = distinct !{!8, !9, !"_ZL7capturei: argument 0"}
!9 = distinct !{!9, !"_ZL7capturei"}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS7Payload", !12, i64 0}
!12 = !{!"int", !5, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
