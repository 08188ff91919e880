; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Sub = type { %struct.Poly }
%struct.Poly = type { ptr }

$_ZN4PolyD2Ev = comdat any

$_ZN3SubD0Ev = comdat any

$_ZTV3Sub = comdat any

$_ZTS3Sub = comdat any

$_ZTS4Poly = comdat any

$_ZTI4Poly = comdat any

$_ZTI3Sub = comdat any

@.str = private unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", align 1
@_ZTISt10bad_typeid = external constant ptr
@.str.1 = private unnamed_addr constant [10 x i8] c"never %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", align 1
@_ZTV3Sub = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Sub, ptr @_ZN4PolyD2Ev, ptr @_ZN3SubD0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Poly = linkonce_odr hidden constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTI4Poly = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Poly }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Sub, ptr @_ZTI4Poly }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Sub, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV3Sub, i32 8), ptr %1, align 4, !tbaa !2
  %2 = call fastcc noundef ptr @_ZL8dyn_nameP4Poly(ptr noundef nonnull %1)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %2)
  %4 = invoke fastcc noundef ptr @_ZL8dyn_nameP4Poly(ptr noundef null)
          to label %5 unwind label %7

5:                                                ; preds = %0
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %4)
  br label %23

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTISt10bad_typeid]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt10bad_typeid) #10
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %22

15:                                               ; preds = %9
  %16 = call ptr @__cxa_begin_catch(ptr %11) #10 [ "funclet"(token %10) ]
  %17 = load ptr, ptr %16, align 4, !tbaa !2
  %18 = getelementptr inbounds i8, ptr %17, i32 8
  %19 = load ptr, ptr %18, align 4
  %20 = call noundef ptr %19(ptr noundef nonnull align 4 dereferenceable(4) %16) #10 [ "funclet"(token %10) ]
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %20) [ "funclet"(token %10) ]
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %23

22:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %10) ]
  unreachable

23:                                               ; preds = %15, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef ptr @_ZL8dyn_nameP4Poly(ptr noundef readonly %0) unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @__cxa_bad_typeid() #6
  unreachable

4:                                                ; preds = %1
  %5 = load ptr, ptr %0, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %5, i32 -4
  %7 = load ptr, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %7, i32 4
  %9 = load ptr, ptr %8, align 4, !tbaa !5
  %10 = load i8, ptr %9, align 1, !tbaa !9
  %11 = icmp eq i8 %10, 42
  %12 = zext i1 %11 to i32
  %13 = getelementptr inbounds i8, ptr %9, i32 %12
  ret ptr %13
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4PolyD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN3SubD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #9

declare void @__cxa_bad_typeid() local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTSSt9type_info", !7, i64 4}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = !{!8, !8, i64 0}
