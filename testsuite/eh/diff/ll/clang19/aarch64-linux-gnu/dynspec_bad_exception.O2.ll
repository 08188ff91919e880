; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTISt13bad_exception = external constant ptr
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.6 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.7 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL15rethrow_handlerv) #8
  invoke fastcc void @_ZL4speci()
          to label %11 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr @_ZTI1B
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #8
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %12

11:                                               ; preds = %0
  unreachable

12:                                               ; preds = %8, %17, %27
  tail call void @__cxa_end_catch()
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret i32 0

14:                                               ; preds = %2
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #8
  %16 = icmp eq i32 %5, %15
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  %19 = load ptr, ptr %18, align 8, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  %22 = tail call noundef ptr %21(ptr noundef nonnull align 8 dereferenceable(8) %18) #8
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %22)
  br label %12

24:                                               ; preds = %14
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #8
  %26 = icmp eq i32 %5, %25
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %12

30:                                               ; preds = %24
  resume { ptr, i32 } %3
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  tail call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL4speci() unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 5, ptr %1, align 16, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1B, ptr nonnull @_ZN1BD2Ev) #9
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          filter [2 x ptr] [ptr @_ZTI1A, ptr @_ZTISt13bad_exception]
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = extractvalue { ptr, i32 } %3, 0
  tail call void @__cxa_call_unexpected(ptr %7) #9
  unreachable

8:                                                ; preds = %2
  resume { ptr, i32 } %3

9:                                                ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !9
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %2)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS1B", !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !8, i64 0}
