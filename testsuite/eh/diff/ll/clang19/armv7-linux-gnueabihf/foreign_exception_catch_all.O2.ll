; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct._Unwind_Exception = type { [8 x i8], ptr, [5 x i32], [6 x i32], [4 x i32], [4 x i32] }

$__clang_call_terminate = comdat any

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP17_Unwind_Exception = linkonce_odr dso_local constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS17_Unwind_Exception = linkonce_odr dso_local constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS17_Unwind_Exception }, comdat, align 4
@_ZTIP17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP17_Unwind_Exception, i32 0, ptr @_ZTI17_Unwind_Exception }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 8
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@str = private unnamed_addr constant [27 x i8] c"inner catch (...), rethrow\00", align 1
@str.13 = private unnamed_addr constant [18 x i8] c"outer catch (...)\00", align 1
@str.14 = private unnamed_addr constant [17 x i8] c"never: outer int\00", align 1
@str.15 = private unnamed_addr constant [26 x i8] c"never: _Unwind_Exception*\00", align 1
@str.16 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.17 = private unnamed_addr constant [8 x i8] c"raising\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke fastcc void @_ZL6middlev()
          to label %16 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { ptr, i32 }
          catch ptr null
  %3 = extractvalue { ptr, i32 } %2, 0
  %4 = tail call ptr @__cxa_begin_catch(ptr %3) #8
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_rethrow() #9
          to label %24 unwind label %6

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %8 unwind label %21

8:                                                ; preds = %6
  %9 = extractvalue { ptr, i32 } %7, 0
  %10 = extractvalue { ptr, i32 } %7, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %12 = icmp eq i32 %10, %11
  %13 = tail call ptr @__cxa_begin_catch(ptr %9) #8
  br i1 %12, label %14, label %19

14:                                               ; preds = %8
  %15 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  tail call void @__cxa_end_catch() #8
  br label %16

16:                                               ; preds = %0, %14, %19
  %17 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %17)
  ret i32 0

19:                                               ; preds = %8
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.13)
  tail call void @__cxa_end_catch()
  br label %16

21:                                               ; preds = %6
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  tail call void @__clang_call_terminate(ptr %23) #10
  unreachable

24:                                               ; preds = %1
  unreachable
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL6middlev() unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  invoke fastcc void @_ZL13raise_foreignv()
          to label %11 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTIP17_Unwind_Exception
  %3 = extractvalue { ptr, i32 } %2, 0
  %4 = extractvalue { ptr, i32 } %2, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %13

7:                                                ; preds = %1, %13
  %8 = phi ptr [ @str.15, %13 ], [ @str.16, %1 ]
  %9 = tail call ptr @__cxa_begin_catch(ptr %3) #8
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) %8)
  tail call void @__cxa_end_catch() #8
  br label %11

11:                                               ; preds = %7, %0
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4)
  ret void

13:                                               ; preds = %1
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP17_Unwind_Exception) #8
  %15 = icmp eq i32 %4, %14
  br i1 %15, label %7, label %16

16:                                               ; preds = %13
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4)
  resume { ptr, i32 } %2
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL13raise_foreignv() unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  store i64 5643660446529701204, ptr @_ZL5g_exc, align 8, !tbaa !9
  store ptr @_ZL7cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i32 8), align 8, !tbaa !10
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.17)
  %2 = invoke i32 @_Unwind_RaiseException(ptr noundef nonnull @_ZL5g_exc)
          to label %3 unwind label %6

3:                                                ; preds = %0
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7)
  ret void

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7)
  resume { ptr, i32 } %7
}

; Function Attrs: mustprogress nofree nounwind
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef readnone %1) #5 {
  %3 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %5 = icmp eq ptr %1, @_ZL5g_exc
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %0, i32 noundef %6)
  ret void
}

declare i32 @_Unwind_RaiseException(ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS17_Unwind_Exception", !7, i64 0, !12, i64 8, !7, i64 12, !7, i64 32, !7, i64 56, !7, i64 72}
!12 = !{!"any pointer", !7, i64 0}
