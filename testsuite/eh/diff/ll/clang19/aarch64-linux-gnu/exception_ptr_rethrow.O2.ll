; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::__exception_ptr::exception_ptr" = type { ptr }

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Payload }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@str = private unnamed_addr constant [23 x i8] c"dropping first pointer\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"dropping second pointer\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.12 = private unnamed_addr constant [10 x i8] c"capturing\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %1) #8
  %5 = load ptr, ptr %1, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  %9 = call ptr @__cxa_allocate_exception(i64 4) #8, !noalias !11
  store i32 7, ptr %9, align 4, !tbaa !14, !noalias !11
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 7), !noalias !11
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI7Payload, ptr nonnull @_ZN7PayloadD2Ev) #9
          to label %16 unwind label %11, !noalias !11

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = call ptr @__cxa_begin_catch(ptr %13) #8
  %15 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12), !noalias !11
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #8
  invoke void @__cxa_end_catch()
          to label %17 unwind label %25

16:                                               ; preds = %0
  unreachable

17:                                               ; preds = %11
  %18 = load ptr, ptr %2, align 8, !tbaa !6
  %19 = icmp eq ptr %18, null
  %20 = zext i1 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %2) #8
  %22 = call noundef i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %2) #8
  %23 = zext i1 %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23)
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %4) #9
          to label %29 unwind label %30

25:                                               ; preds = %11
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  br label %66

29:                                               ; preds = %42, %17
  unreachable

30:                                               ; preds = %17
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %32 = extractvalue { ptr, i32 } %31, 0
  %33 = extractvalue { ptr, i32 } %31, 1
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #8
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #8
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %63

36:                                               ; preds = %30
  %37 = call ptr @__cxa_begin_catch(ptr %32) #8
  %38 = load i32, ptr %37, align 4, !tbaa !14
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38, i32 noundef 0)
  %40 = load i32, ptr %37, align 4, !tbaa !14
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %37, align 4, !tbaa !14
  invoke void @__cxa_end_catch()
          to label %42 unwind label %59

42:                                               ; preds = %36
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %4) #9
          to label %29 unwind label %43

43:                                               ; preds = %42
  %44 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %45 = extractvalue { ptr, i32 } %44, 0
  %46 = extractvalue { ptr, i32 } %44, 1
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #8
  %47 = icmp eq i32 %46, %33
  br i1 %47, label %48, label %63

48:                                               ; preds = %43
  %49 = call ptr @__cxa_begin_catch(ptr %45) #8
  %50 = load i32, ptr %49, align 4, !tbaa !14
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50, i32 noundef 1)
  %52 = load i32, ptr %49, align 4, !tbaa !14
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %49, align 4, !tbaa !14
  invoke void @__cxa_end_catch()
          to label %54 unwind label %59

54:                                               ; preds = %48
  %55 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %56 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %1) #8
  %57 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  %58 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  ret i32 0

59:                                               ; preds = %48, %36
  %60 = landingpad { ptr, i32 }
          cleanup
  %61 = extractvalue { ptr, i32 } %60, 0
  %62 = extractvalue { ptr, i32 } %60, 1
  br label %63

63:                                               ; preds = %30, %43, %59
  %64 = phi ptr [ %61, %59 ], [ %32, %30 ], [ %45, %43 ]
  %65 = phi i32 [ %62, %59 ], [ %33, %30 ], [ %46, %43 ]
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #8
  br label %66

66:                                               ; preds = %63, %25
  %67 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %68 = phi i32 [ %65, %63 ], [ %28, %25 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  %69 = insertvalue { ptr, i32 } poison, ptr %67, 0
  %70 = insertvalue { ptr, i32 } %69, i32 %68, 1
  resume { ptr, i32 } %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: nounwind
declare noundef i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #2

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !14
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL7capturei: argument 0"}
!13 = distinct !{!13, !"_ZL7capturei"}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS7Payload", !16, i64 0}
!16 = !{!"int", !9, i64 0}
