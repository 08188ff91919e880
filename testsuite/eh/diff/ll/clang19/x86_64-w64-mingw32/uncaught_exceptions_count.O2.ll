; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Nested = type { i8 }

$_ZN6NestedD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Nested, align 1
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %4)
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %7 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %6, i32 noundef %8)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #7
  %10 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 1, ptr %10, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIi, ptr null) #8
          to label %32 unwind label %11

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 1
  call void @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #7
  %14 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %15 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %16 = zext i1 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %14, i32 noundef %16)
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %19 = icmp eq i32 %13, %18
  br i1 %19, label %20, label %31

20:                                               ; preds = %11
  %21 = extractvalue { ptr, i32 } %12, 0
  %22 = call ptr @__cxa_begin_catch(ptr %21) #7
  %23 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %24 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %25 = zext i1 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %23, i32 noundef %25)
  call void @__cxa_end_catch() #7
  %27 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %28 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %29 = zext i1 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i32 noundef %27, i32 noundef %29)
  ret i32 0

31:                                               ; preds = %11
  resume { ptr, i32 } %12

32:                                               ; preds = %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %2, i32 noundef %4)
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 2, ptr %6, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #8
          to label %28 unwind label %7

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  %10 = extractvalue { ptr, i32 } %8, 1
  %11 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %12 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.7, i32 noundef %11, i32 noundef %13)
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %16 = icmp eq i32 %10, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %7
  %18 = tail call ptr @__cxa_begin_catch(ptr %9) #7
  %19 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %20 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %21 = zext i1 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.8, i32 noundef %19, i32 noundef %21)
  tail call void @__cxa_end_catch() #7
  %23 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %24 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9, i32 noundef %23, i32 noundef %25)
  ret void

27:                                               ; preds = %7
  tail call void @__clang_call_terminate(ptr %9) #9
  unreachable

28:                                               ; preds = %1
  unreachable
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare dso_local noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #5

; Function Attrs: nounwind
declare dso_local noundef zeroext i1 @_ZSt18uncaught_exceptionv() local_unnamed_addr #5

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #7
  tail call void @_ZSt9terminatev() #9
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
