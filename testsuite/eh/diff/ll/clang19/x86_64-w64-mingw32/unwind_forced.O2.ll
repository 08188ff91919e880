; ModuleID = 'unwind_forced.cpp'
source_filename = "unwind_forced.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct._Unwind_Exception = type { i64, ptr, [6 x i64] }

$__clang_call_terminate = comdat any

@_ZL8g_refuse = internal unnamed_addr global i1 false, align 4
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [47 x i8] c"_Unwind_Resume_or_Rethrow returned (error %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@_ZTIi = external constant ptr
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZL7g_param = internal global i32 42, align 4
@.str.15 = private unnamed_addr constant [48 x i8] c"_Unwind_ForcedUnwind returned (error %d) in %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [66 x i8] c"stop: %s (version %d, force %d, ip inside %d, same %d, param %d)\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"force\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"level3\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"catcher\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"catcher2\00", align 1
@.str.25 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@str = private unnamed_addr constant [32 x i8] c"-- forced unwind to catch (...)\00", align 1
@str.26 = private unnamed_addr constant [29 x i8] c"-- catch (...) that rethrows\00", align 1
@str.27 = private unnamed_addr constant [29 x i8] c"-- the stop function refuses\00", align 1
@str.28 = private unnamed_addr constant [41 x i8] c"-- _Unwind_Resume_or_Rethrow, no handler\00", align 1
@str.29 = private unnamed_addr constant [35 x i8] c"catch (...) in catcher, no rethrow\00", align 1
@str.30 = private unnamed_addr constant [27 x i8] c"after the catch in catcher\00", align 1
@str.31 = private unnamed_addr constant [24 x i8] c"catch (...) in catcher2\00", align 1
@str.32 = private unnamed_addr constant [22 x i8] c"after force in level3\00", align 1
@str.33 = private unnamed_addr constant [13 x i8] c"after level2\00", align 1
@str.34 = private unnamed_addr constant [47 x i8] c"catch (int) in level2: not for a forced unwind\00", align 1
@str.35 = private unnamed_addr constant [24 x i8] c"after the try in level2\00", align 1
@str.36 = private unnamed_addr constant [31 x i8] c"catch (...) in middle: rethrow\00", align 1
@str.37 = private unnamed_addr constant [14 x i8] c"stop: refuses\00", align 1
@str.38 = private unnamed_addr constant [19 x i8] c"stop: end of stack\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @_ZL7catcheri(i32 noundef 1)
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.26)
  tail call void @_ZL8catcher2i(i32 noundef 2)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.27)
  store i1 true, ptr @_ZL8g_refuse, align 4
  tail call void @_ZL6level3i(i32 noundef 3)
  store i1 false, ptr @_ZL8g_refuse, align 4
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.28)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) getelementptr inbounds (i8, ptr @_ZL5g_exc, i64 16), i8 0, i64 48, i1 false)
  store i64 6072351294001136452, ptr @_ZL5g_exc, align 16, !tbaa !5
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i64 8), align 8, !tbaa !11
  %5 = tail call i32 @_Unwind_Resume_or_Rethrow(ptr noundef nonnull @_ZL5g_exc)
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL7catcheri(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  invoke void @_ZL6level1i(i32 noundef %0)
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #10
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.29)
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %1, %2
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  ret void
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL8catcher2i(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  invoke void @_ZL6middlei(i32 noundef %0)
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #10
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31)
  tail call void @__cxa_end_catch()
  br label %7

7:                                                ; preds = %1, %2
  ret void
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL6level3i(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  invoke void @_ZL5forcei(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.32)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.20)
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.20)
  resume { ptr, i32 } %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL11exc_cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef readnone %1) #4 {
  %3 = icmp eq ptr %1, @_ZL5g_exc
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %0, i32 noundef %4)
  ret void
}

declare dso_local i32 @_Unwind_Resume_or_Rethrow(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL6level1i(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  invoke void @_ZL6level2i(i32 noundef %0)
          to label %2 unwind label %5

2:                                                ; preds = %1
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.33)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  resume { ptr, i32 } %6
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL6level2i(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  invoke void @_ZL6level3i(i32 noundef %0)
          to label %11 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #10
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.34)
  tail call void @__cxa_end_catch() #10
  br label %11

11:                                               ; preds = %1, %7
  %12 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.35)
  ret void

13:                                               ; preds = %2
  resume { ptr, i32 } %3
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  invoke void @_ZL5forcei(i32 noundef %0)
          to label %11 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #10
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.36)
  invoke void @__cxa_rethrow() #12
          to label %16 unwind label %7

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %9 unwind label %13

9:                                                ; preds = %7
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.13)
  resume { ptr, i32 } %8

11:                                               ; preds = %1
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.13)
  ret void

13:                                               ; preds = %7
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  tail call void @__clang_call_terminate(ptr %15) #11
  unreachable

16:                                               ; preds = %2
  unreachable
}

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL5forcei(i32 noundef %0) #2 {
  store i64 6072351294001136452, ptr @_ZL5g_exc, align 16, !tbaa !5
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i64 8), align 8, !tbaa !11
  %2 = tail call i32 @_Unwind_ForcedUnwind(ptr noundef nonnull @_ZL5g_exc, ptr noundef nonnull @_ZL4stopiiyP17_Unwind_ExceptionPvS1_, ptr noundef nonnull @_ZL7g_param)
  %3 = icmp ne i32 %2, 0
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %4, i32 noundef %0)
  ret void
}

declare dso_local void @__cxa_rethrow() local_unnamed_addr

declare dso_local i32 @_Unwind_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define internal noundef range(i32 0, 2) i32 @_ZL4stopiiyP17_Unwind_ExceptionPvS1_(i32 noundef %0, i32 noundef %1, i64 %2, ptr noundef readnone %3, ptr noundef %4, ptr nocapture noundef readonly %5) #8 {
  %7 = and i32 %1, 16
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %38

9:                                                ; preds = %6
  %10 = tail call i64 @_Unwind_GetRegionStart(ptr noundef %4)
  %11 = lshr i32 %1, 3
  %12 = and i32 %11, 1
  %13 = icmp eq ptr %3, @_ZL5g_exc
  %14 = zext i1 %13 to i32
  %15 = icmp eq i64 %10, ptrtoint (ptr @_ZL5forcei to i64)
  br i1 %15, label %28, label %16

16:                                               ; preds = %9
  %17 = icmp eq i64 %10, ptrtoint (ptr @_ZL6level3i to i64)
  br i1 %17, label %28, label %18

18:                                               ; preds = %16
  %19 = icmp eq i64 %10, ptrtoint (ptr @_ZL6level2i to i64)
  br i1 %19, label %28, label %20

20:                                               ; preds = %18
  %21 = icmp eq i64 %10, ptrtoint (ptr @_ZL6level1i to i64)
  br i1 %21, label %28, label %22

22:                                               ; preds = %20
  %23 = icmp eq i64 %10, ptrtoint (ptr @_ZL7catcheri to i64)
  br i1 %23, label %28, label %24

24:                                               ; preds = %22
  %25 = icmp eq i64 %10, ptrtoint (ptr @_ZL6middlei to i64)
  br i1 %25, label %28, label %26

26:                                               ; preds = %24
  %27 = icmp eq i64 %10, ptrtoint (ptr @_ZL8catcher2i to i64)
  br i1 %27, label %28, label %36

28:                                               ; preds = %26, %24, %22, %20, %18, %16, %9
  %29 = phi i64 [ ptrtoint (ptr @_ZL5forcei to i64), %9 ], [ ptrtoint (ptr @_ZL6level3i to i64), %16 ], [ ptrtoint (ptr @_ZL6level2i to i64), %18 ], [ ptrtoint (ptr @_ZL6level1i to i64), %20 ], [ ptrtoint (ptr @_ZL7catcheri to i64), %22 ], [ ptrtoint (ptr @_ZL6middlei to i64), %24 ], [ ptrtoint (ptr @_ZL8catcher2i to i64), %26 ]
  %30 = phi ptr [ @.str.19, %9 ], [ @.str.20, %16 ], [ @.str.21, %18 ], [ @.str.7, %20 ], [ @.str.22, %22 ], [ @.str.13, %24 ], [ @.str.23, %26 ]
  %31 = tail call noundef i64 @_Unwind_GetIP(ptr noundef %4)
  %32 = icmp ugt i64 %31, %29
  %33 = zext i1 %32 to i32
  %34 = load i32, ptr %5, align 4, !tbaa !12
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %30, i32 noundef %0, i32 noundef %12, i32 noundef %33, i32 noundef %14, i32 noundef %34)
  br label %36

36:                                               ; preds = %28, %26
  %37 = load i1, ptr @_ZL8g_refuse, align 4
  br i1 %37, label %38, label %42

38:                                               ; preds = %36, %6
  %39 = phi ptr [ @str.38, %6 ], [ @str.37, %36 ]
  %40 = phi i32 [ 0, %6 ], [ 1, %36 ]
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) %39)
  br label %42

42:                                               ; preds = %38, %36
  %43 = phi i32 [ 0, %36 ], [ %40, %38 ]
  ret i32 %43
}

declare dso_local i64 @_Unwind_GetRegionStart(ptr noundef) local_unnamed_addr #5

declare dso_local i64 @_Unwind_GetIP(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS17_Unwind_Exception", !7, i64 0, !10, i64 8, !8, i64 16}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
