; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIi = external constant ptr
@str = private unnamed_addr constant [10 x i8] c"handled 1\00", align 1
@str.4 = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"rethrowing nothing\00", align 1
@str.6 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store i32 1, ptr %1, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIi, ptr null) #5
          to label %24 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %22

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #4
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch() #4
  invoke fastcc void @_ZL15rethrow_nothingv()
          to label %16 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #4
  %15 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  invoke void @__cxa_end_catch()
          to label %17 unwind label %19

16:                                               ; preds = %7
  unreachable

17:                                               ; preds = %11
  %18 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret i32 0

19:                                               ; preds = %11
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %22

22:                                               ; preds = %19, %2
  %23 = phi { ptr, i32 } [ %20, %19 ], [ %3, %2 ]
  resume { ptr, i32 } %23

24:                                               ; preds = %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL15rethrow_nothingv() unnamed_addr #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  tail call void @__cxa_rethrow() #5
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress noinline norecurse noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
