; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { ptr }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { ptr, i32 }
%struct.Right = type { ptr, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { ptr }

$_ZN4VDerD1Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN4BothD0Ev = comdat any

$_ZN4Left4leftEv = comdat any

$_ZN4Both5rightEv = comdat any

$_ZThn8_N4BothD1Ev = comdat any

$_ZThn8_N4BothD0Ev = comdat any

$_ZThn8_N4Both5rightEv = comdat any

$_ZN4VDerD0Ev = comdat any

$_ZN4VDer1vEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV4Both = comdat any

$_ZTS4Both = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTI4Both = comdat any

$_ZTV4VDer = comdat any

$_ZTS4VDer = comdat any

$_ZTS5VBase = comdat any

$_ZTI5VBase = comdat any

$_ZTI4VDer = comdat any

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI6Square = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV4Both = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZN4Left4leftEv, ptr @_ZN4Both5rightEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Both, ptr @_ZThn8_N4BothD1Ev, ptr @_ZThn8_N4BothD0Ev, ptr @_ZThn8_N4Both5rightEv] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr hidden constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Left }, comdat, align 4
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Right }, comdat, align 4
@_ZTI4Both = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@_ZTV4VDer = linkonce_odr hidden unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @_ZTI4VDer, ptr @_ZN4VDerD1Ev, ptr @_ZN4VDerD0Ev, ptr @_ZN4VDer1vEv] }, comdat, align 4
@_ZTS4VDer = linkonce_odr hidden constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr hidden constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5VBase }, comdat, align 4
@_ZTI4VDer = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4VDer, i32 0, i32 1, ptr @_ZTI5VBase, i32 -5117 }, comdat, align 4
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Square, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Both, align 4
  %4 = alloca %struct.VDer, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #14
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV6Square, i32 8), ptr %1, align 4, !tbaa !2
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 3, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV6Square, i32 8), ptr %2, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 -5, ptr %6, align 4, !tbaa !5
  %7 = call fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef nonnull %1)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %9 = invoke fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef nonnull %2)
          to label %23 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %12
  %19 = call ptr @__cxa_begin_catch(ptr %14) #14 [ "funclet"(token %13) ]
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ]
  catchret from %13 to label %23

22:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %13) ]
  unreachable

23:                                               ; preds = %0, %18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  %24 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 0, ptr %24, align 4, !tbaa !11
  %25 = getelementptr inbounds i8, ptr %3, i32 8
  %26 = getelementptr inbounds i8, ptr %3, i32 12
  store i32 0, ptr %26, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV4Both, i32 8), ptr %3, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Both, i32 32), ptr %25, align 4, !tbaa !2
  invoke fastcc void @_ZL10call_rightP5Right(ptr noundef nonnull %25)
          to label %40 unwind label %27

27:                                               ; preds = %23
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTIi]
  %31 = call ptr @llvm.wasm.get.exception(token %30)
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %39

35:                                               ; preds = %29
  %36 = call ptr @__cxa_begin_catch(ptr %31) #14 [ "funclet"(token %30) ]
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37) [ "funclet"(token %30) ]
  call void @__cxa_end_catch() #14 [ "funclet"(token %30) ]
  catchret from %30 to label %40

39:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %30) ]
  unreachable

40:                                               ; preds = %23, %35
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #14
  store ptr getelementptr inbounds inrange(-20, 12) (i8, ptr @_ZTV4VDer, i32 20), ptr %4, align 4, !tbaa !2
  invoke fastcc void @_ZL6call_vP5VBase(ptr noundef nonnull %4)
          to label %54 unwind label %41

41:                                               ; preds = %40
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @_ZTIi]
  %45 = call ptr @llvm.wasm.get.exception(token %44)
  %46 = call i32 @llvm.wasm.get.ehselector(token %44)
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = call ptr @__cxa_begin_catch(ptr %45) #14 [ "funclet"(token %44) ]
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %51) [ "funclet"(token %44) ]
  call void @__cxa_end_catch() #14 [ "funclet"(token %44) ]
  catchret from %44 to label %54

53:                                               ; preds = %43
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %44) ]
  unreachable

54:                                               ; preds = %40, %49
  %55 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %56 = call ptr @__cxa_allocate_exception(i32 4) #14
  store i32 44, ptr %56, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIi, ptr null) #6
          to label %57 unwind label %58

57:                                               ; preds = %54
  unreachable

58:                                               ; preds = %54
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [ptr @_ZTIi]
  %62 = call ptr @llvm.wasm.get.exception(token %61)
  %63 = call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %70

66:                                               ; preds = %60
  %67 = call ptr @__cxa_begin_catch(ptr %62) #14 [ "funclet"(token %61) ]
  %68 = load i32, ptr %67, align 4, !tbaa !10
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %68) [ "funclet"(token %61) ]
  call void @__cxa_end_catch() #14 [ "funclet"(token %61) ]
  catchret from %61 to label %71

70:                                               ; preds = %60
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %61) ]
  unreachable

71:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #14
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %2, i32 8
  %4 = load ptr, ptr %3, align 4
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(4) %0)
  ret i32 %5
}

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

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL10call_rightP5Right(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %2, i32 8
  %4 = load ptr, ptr %3, align 4
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(8) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL6call_vP5VBase(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %2, i32 8
  %4 = load ptr, ptr %3, align 4
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(4) %0)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #7 comdat {
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN6SquareD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #15
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZNK6Square4areaEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #14
  %7 = load i32, ptr %2, align 4, !tbaa !5
  store i32 %7, ptr %6, align 16, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #6
  unreachable

8:                                                ; preds = %1
  %9 = mul nuw nsw i32 %3, %3
  ret i32 %9
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #10

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN4BothD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZN4Left4leftEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  ret i32 1
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #14
  store i32 22, ptr %2, align 16, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #6
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef ptr @_ZThn8_N4BothD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  ret ptr %2
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZThn8_N4BothD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i32 noundef 16) #15
  ret void
}

define linkonce_odr hidden noundef i32 @_ZThn8_N4Both5rightEv(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #14
  store i32 22, ptr %2, align 16, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #6
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN4VDerD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #15
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN4VDer1vEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #14
  store i32 33, ptr %2, align 16, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #6
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { inlinehint nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #13 = { nofree nounwind }
attributes #14 = { nounwind }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !8, i64 4}
!6 = !{!"_ZTS6Square", !7, i64 0, !8, i64 4}
!7 = !{!"_ZTS5Shape"}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !4, i64 0}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !8, i64 4}
!12 = !{!"_ZTS4Left", !8, i64 4}
!13 = !{!14, !8, i64 4}
!14 = !{!"_ZTS5Right", !8, i64 4}
