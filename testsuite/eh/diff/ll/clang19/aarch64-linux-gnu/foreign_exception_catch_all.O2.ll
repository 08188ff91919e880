; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct._Unwind_Exception = type { i64, ptr, i64, i64 }

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
@_ZTI17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS17_Unwind_Exception }, comdat, align 8
@_ZTIP17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP17_Unwind_Exception, i32 0, ptr @_ZTI17_Unwind_Exception }, comdat, align 8
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@str = private unnamed_addr constant [27 x i8] c"inner catch (...), rethrow\00", align 1
@str.12 = private unnamed_addr constant [18 x i8] c"outer catch (...)\00", align 1
@str.13 = private unnamed_addr constant [17 x i8] c"never: outer int\00", align 1
@str.14 = private unnamed_addr constant [26 x i8] c"never: _Unwind_Exception*\00", align 1
@str.15 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.16 = private unnamed_addr constant [8 x i8] c"raising\00", align 1

; Function Attrs: mustprogress norecurse uwtable
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
  %15 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.13)
  tail call void @__cxa_end_catch() #8
  br label %16

16:                                               ; preds = %0, %14, %19
  %17 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %17)
  ret i32 0

19:                                               ; preds = %8
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
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

; Function Attrs: mustprogress noinline norecurse uwtable
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
  %8 = phi ptr [ @str.14, %13 ], [ @str.15, %1 ]
  %9 = tail call ptr @__cxa_begin_catch(ptr %3) #8
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) %8)
  tail call void @__cxa_end_catch() #8
  br label %11

11:                                               ; preds = %7, %0
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4)
  ret void

13:                                               ; preds = %1
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP17_Unwind_Exception) #8
  %15 = icmp eq i32 %4, %14
  br i1 %15, label %7, label %16

16:                                               ; preds = %13
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4)
  resume { ptr, i32 } %2
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL13raise_foreignv() unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  store i64 6072351294000943694, ptr @_ZL5g_exc, align 16, !tbaa !10
  store ptr @_ZL7cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i64 8), align 8, !tbaa !15
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  %2 = invoke i32 @_Unwind_RaiseException(ptr noundef nonnull @_ZL5g_exc)
          to label %3 unwind label %6

3:                                                ; preds = %0
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  ret void

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  resume { ptr, i32 } %7
}

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef readnone %1) #5 {
  %3 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL10g_cleanups, align 4, !tbaa !6
  %5 = icmp eq ptr %1, @_ZL5g_exc
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef %6)
  ret void
}

declare i32 @_Unwind_RaiseException(ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS17_Unwind_Exception", !12, i64 0, !13, i64 8, !14, i64 16, !14, i64 24}
!12 = !{!"long long", !8, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = !{!11, !13, i64 8}
