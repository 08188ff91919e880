; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"class.std::__exception_ptr::exception_ptr" = type { ptr }

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr constant [9 x i8] c"7Payload\00", align 1
@_ZTI7Payload = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Payload }, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@str = private unnamed_addr constant [23 x i8] c"dropping first pointer\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"dropping second pointer\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.12 = private unnamed_addr constant [10 x i8] c"capturing\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %1) #8
  %5 = load ptr, ptr %1, align 4, !tbaa !5
  %6 = icmp eq ptr %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  %9 = call ptr @__cxa_allocate_exception(i32 4) #8, !noalias !10
  store i32 7, ptr %9, align 4, !tbaa !13, !noalias !10
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 7), !noalias !10
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI7Payload, ptr nonnull @_ZN7PayloadD1Ev) #9
          to label %16 unwind label %11, !noalias !10

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = call ptr @__cxa_begin_catch(ptr %13) #8
  %15 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12), !noalias !10
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #8
  invoke void @__cxa_end_catch()
          to label %17 unwind label %27

16:                                               ; preds = %0
  unreachable

17:                                               ; preds = %11
  %18 = load ptr, ptr %2, align 4, !tbaa !5
  %19 = icmp eq ptr %18, null
  %20 = zext i1 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  %22 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  %23 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  %24 = zext i1 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24)
  %26 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %4) #9
          to label %31 unwind label %32

27:                                               ; preds = %11
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  %30 = extractvalue { ptr, i32 } %28, 1
  br label %76

31:                                               ; preds = %45, %17
  unreachable

32:                                               ; preds = %17
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %34 = extractvalue { ptr, i32 } %33, 0
  %35 = extractvalue { ptr, i32 } %33, 1
  %36 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #8
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #8
  %38 = icmp eq i32 %35, %37
  br i1 %38, label %39, label %71

39:                                               ; preds = %32
  %40 = call ptr @__cxa_begin_catch(ptr %34) #8
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41, i32 noundef 0)
  %43 = load i32, ptr %40, align 4, !tbaa !13
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %40, align 4, !tbaa !13
  invoke void @__cxa_end_catch()
          to label %45 unwind label %67

45:                                               ; preds = %39
  %46 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %4) #9
          to label %31 unwind label %47

47:                                               ; preds = %45
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  %51 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #8
  %52 = icmp eq i32 %50, %35
  br i1 %52, label %53, label %71

53:                                               ; preds = %47
  %54 = call ptr @__cxa_begin_catch(ptr %49) #8
  %55 = load i32, ptr %54, align 4, !tbaa !13
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55, i32 noundef 1)
  %57 = load i32, ptr %54, align 4, !tbaa !13
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %54, align 4, !tbaa !13
  invoke void @__cxa_end_catch()
          to label %59 unwind label %67

59:                                               ; preds = %53
  %60 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %61 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %1) #8
  %62 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  %63 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  %64 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  %65 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  %66 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 0

67:                                               ; preds = %53, %39
  %68 = landingpad { ptr, i32 }
          cleanup
  %69 = extractvalue { ptr, i32 } %68, 0
  %70 = extractvalue { ptr, i32 } %68, 1
  br label %71

71:                                               ; preds = %32, %47, %67
  %72 = phi ptr [ %69, %67 ], [ %34, %32 ], [ %49, %47 ]
  %73 = phi i32 [ %70, %67 ], [ %35, %32 ], [ %50, %47 ]
  %74 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  %75 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  br label %76

76:                                               ; preds = %71, %27
  %77 = phi ptr [ %72, %71 ], [ %29, %27 ]
  %78 = phi i32 [ %73, %71 ], [ %30, %27 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  %79 = call noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  %80 = insertvalue { ptr, i32 } poison, ptr %77, 0
  %81 = insertvalue { ptr, i32 } %80, i32 %78, 1
  resume { ptr, i32 } %81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 4) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef ptr @_ZNSt15__exception_ptr13exception_ptrD1Ev(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) ptr @_ZNSt15__exception_ptr13exception_ptraSERKS0_(ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef ptr @_ZN7PayloadD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr %0, align 4, !tbaa !13
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZL7capturei: argument 0"}
!12 = distinct !{!12, !"_ZL7capturei"}
!13 = !{!14, !15, i64 0}
!14 = !{!"_ZTS7Payload", !15, i64 0}
!15 = !{!"int", !8, i64 0}
