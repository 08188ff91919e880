; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }

$_ZN1DD1Ev = comdat any

$_ZN1MD1Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZTv0_n12_N1DD1Ev = comdat any

$_ZTv0_n12_N1DD0Ev = comdat any

$_ZTv0_n16_NK1D3whoEv = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn8_N1MD1Ev = comdat any

$_ZThn8_N1MD0Ev = comdat any

$_ZTv0_n12_N1MD1Ev = comdat any

$_ZTv0_n12_N1MD0Ev = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTSPK1V = comdat any

$_ZTIPK1V = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS5Extra = comdat any

$_ZTI5Extra = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTV1D = comdat any

$_ZTV1M = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1V = linkonce_odr hidden constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1V }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPK1V = linkonce_odr hidden constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPK1V, i32 1, ptr @_ZTI1V }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Extra = linkonce_odr hidden constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Extra, ptr @_ZTI1V }, comdat, align 4
@_ZTS1M = linkonce_odr hidden constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1M, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI5Extra, i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D3whoEv], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1D, ptr @_ZTv0_n12_N1DD1Ev, ptr @_ZTv0_n12_N1DD0Ev, ptr @_ZTv0_n16_NK1D3whoEv] }, comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZTV1M = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 24 to ptr), ptr null, ptr @_ZTI1M, ptr @_ZN1MD1Ev, ptr @_ZN1MD0Ev], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1M, ptr @_ZThn8_N1MD1Ev, ptr @_ZThn8_N1MD0Ev, ptr @_ZNK1V3whoEv], [7 x ptr] [ptr null, ptr inttoptr (i32 -24 to ptr), ptr inttoptr (i32 -24 to ptr), ptr @_ZTI1M, ptr @_ZTv0_n12_N1MD1Ev, ptr @_ZTv0_n12_N1MD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@str = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.10 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.D, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 28) #14
  %3 = getelementptr inbounds i8, ptr %2, i32 20
  %4 = getelementptr inbounds i8, ptr %2, i32 24
  %5 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1, ptr %5, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %2, i32 8
  %7 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 2, ptr %7, align 4, !tbaa !7
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %2, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %3, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %6, align 4, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %2, i32 16
  store i32 3, ptr %8, align 4, !tbaa !11
  store i32 300, ptr %4, align 4, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #7
          to label %131 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTI1V]
  %13 = tail call ptr @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1V) #14
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %35

17:                                               ; preds = %11
  %18 = call ptr @__cxa_begin_catch(ptr %13) #14 [ "funclet"(token %12) ]
  %19 = getelementptr inbounds i8, ptr %18, i32 4
  %20 = load i32, ptr %19, align 4, !tbaa !13
  %21 = load ptr, ptr %18, align 4, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %21, i32 8
  %23 = load ptr, ptr %22, align 4
  %24 = invoke noundef ptr %23(ptr noundef nonnull align 4 dereferenceable(8) %18) [ "funclet"(token %12) ]
          to label %25 unwind label %125

25:                                               ; preds = %17
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, ptr noundef %24) [ "funclet"(token %12) ]
  %27 = call ptr @__dynamic_cast(ptr nonnull %18, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i32 -1) #14 [ "funclet"(token %12) ]
  %28 = getelementptr inbounds i8, ptr %27, i32 4
  %29 = load i32, ptr %28, align 4, !tbaa !2
  %30 = getelementptr inbounds i8, ptr %27, i32 12
  %31 = load i32, ptr %30, align 4, !tbaa !7
  %32 = getelementptr inbounds i8, ptr %27, i32 16
  %33 = load i32, ptr %32, align 4, !tbaa !11
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %31, i32 noundef %33) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %36

35:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %12) ]
  unreachable

36:                                               ; preds = %25
  %37 = tail call ptr @__cxa_allocate_exception(i32 28) #14
  %38 = getelementptr inbounds i8, ptr %37, i32 20
  %39 = getelementptr inbounds i8, ptr %37, i32 24
  %40 = getelementptr inbounds i8, ptr %37, i32 4
  store i32 1, ptr %40, align 4, !tbaa !2
  %41 = getelementptr inbounds i8, ptr %37, i32 8
  %42 = getelementptr inbounds i8, ptr %37, i32 12
  store i32 2, ptr %42, align 4, !tbaa !7
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %37, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %38, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %41, align 4, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %37, i32 16
  store i32 3, ptr %43, align 4, !tbaa !11
  store i32 300, ptr %39, align 4, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #7
          to label %131 unwind label %44

44:                                               ; preds = %36
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @_ZTI1R]
  %48 = tail call ptr @llvm.wasm.get.exception(token %47)
  %49 = tail call i32 @llvm.wasm.get.ehselector(token %47)
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #14
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %46
  %53 = call ptr @__cxa_begin_catch(ptr %48) #14 [ "funclet"(token %47) ]
  %54 = getelementptr inbounds i8, ptr %53, i32 4
  %55 = load i32, ptr %54, align 4, !tbaa !7
  %56 = load ptr, ptr %53, align 4, !tbaa !9
  %57 = getelementptr i8, ptr %56, i32 -12
  %58 = load i32, ptr %57, align 4
  %59 = getelementptr inbounds i8, ptr %53, i32 %58
  %60 = getelementptr inbounds i8, ptr %59, i32 4
  %61 = load i32, ptr %60, align 4, !tbaa !13
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55, i32 noundef %61) [ "funclet"(token %47) ]
  call void @__cxa_end_catch() [ "funclet"(token %47) ]
  catchret from %47 to label %64

63:                                               ; preds = %46
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %47) ]
  unreachable

64:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #14
  %65 = getelementptr inbounds i8, ptr %1, i32 20
  %66 = getelementptr inbounds i8, ptr %1, i32 24
  %67 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %67, align 4, !tbaa !2
  %68 = getelementptr inbounds i8, ptr %1, i32 8
  %69 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 2, ptr %69, align 4, !tbaa !7
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %1, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %65, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %68, align 4, !tbaa !9
  %70 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 3, ptr %70, align 4, !tbaa !11
  store i32 300, ptr %66, align 4, !tbaa !13
  %71 = tail call ptr @__cxa_allocate_exception(i32 4) #14
  store ptr %1, ptr %71, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %71, ptr nonnull @_ZTIP1D, ptr null) #7
          to label %131 unwind label %72

72:                                               ; preds = %64
  %73 = catchswitch within none [label %74] unwind label %128

74:                                               ; preds = %72
  %75 = catchpad within %73 [ptr @_ZTIPK1V]
  %76 = call ptr @llvm.wasm.get.exception(token %75)
  %77 = call i32 @llvm.wasm.get.ehselector(token %75)
  %78 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK1V) #14
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %80, label %91

80:                                               ; preds = %74
  %81 = call ptr @__cxa_begin_catch(ptr %76) #14 [ "funclet"(token %75) ]
  %82 = getelementptr inbounds i8, ptr %81, i32 4
  %83 = load i32, ptr %82, align 4, !tbaa !13
  %84 = load ptr, ptr %1, align 4, !tbaa !9
  %85 = getelementptr i8, ptr %84, i32 -12
  %86 = load i32, ptr %85, align 4
  %87 = getelementptr inbounds i8, ptr %1, i32 %86
  %88 = icmp eq ptr %81, %87
  %89 = zext i1 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %83, i32 noundef %89) [ "funclet"(token %75) ]
  call void @__cxa_end_catch() #14 [ "funclet"(token %75) ]
  catchret from %75 to label %92

91:                                               ; preds = %74
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %75) ]
          to label %131 unwind label %128

92:                                               ; preds = %80
  %93 = call ptr @__cxa_allocate_exception(i32 32) #14
  %94 = getelementptr inbounds i8, ptr %93, i32 24
  %95 = getelementptr inbounds i8, ptr %93, i32 28
  store i32 100, ptr %95, align 4, !tbaa !13
  %96 = getelementptr inbounds i8, ptr %93, i32 4
  store i32 1, ptr %96, align 4, !tbaa !2
  %97 = getelementptr inbounds i8, ptr %93, i32 8
  %98 = getelementptr inbounds i8, ptr %93, i32 12
  store i32 100, ptr %98, align 4, !tbaa !13
  %99 = getelementptr inbounds i8, ptr %93, i32 16
  store i32 9, ptr %99, align 4, !tbaa !17
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1M, i32 12), ptr %93, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1M, i32 56), ptr %94, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1M, i32 28), ptr %97, align 4, !tbaa !9
  %100 = getelementptr inbounds i8, ptr %93, i32 20
  store i32 5, ptr %100, align 4, !tbaa !19
  invoke void @__cxa_throw(ptr nonnull %93, ptr nonnull @_ZTI1M, ptr nonnull @_ZN1MD1Ev) #7
          to label %131 unwind label %101

101:                                              ; preds = %92
  %102 = catchswitch within none [label %103] unwind label %128

103:                                              ; preds = %101
  %104 = catchpad within %102 [ptr @_ZTI1V, ptr @_ZTI5Extra]
  %105 = call ptr @llvm.wasm.get.exception(token %104)
  %106 = call i32 @llvm.wasm.get.ehselector(token %104)
  %107 = icmp eq i32 %106, %14
  br i1 %107, label %108, label %112

108:                                              ; preds = %103
  %109 = call ptr @__cxa_begin_catch(ptr %105) #14 [ "funclet"(token %104) ]
  %110 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %104) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %104) ]
          to label %111 unwind label %128

111:                                              ; preds = %108
  catchret from %104 to label %122

112:                                              ; preds = %103
  %113 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Extra) #14
  %114 = icmp eq i32 %106, %113
  br i1 %114, label %115, label %121

115:                                              ; preds = %112
  %116 = call ptr @__cxa_begin_catch(ptr %105) #14 [ "funclet"(token %104) ]
  %117 = getelementptr inbounds i8, ptr %116, i32 8
  %118 = load i32, ptr %117, align 4, !tbaa !17
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118) [ "funclet"(token %104) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %104) ]
          to label %120 unwind label %128

120:                                              ; preds = %115
  catchret from %104 to label %122

121:                                              ; preds = %112
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %104) ]
          to label %131 unwind label %128

122:                                              ; preds = %120, %111
  %123 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %1, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %65, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %68, align 4, !tbaa !9
  %124 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #14
  ret i32 0

125:                                              ; preds = %17
  %126 = cleanuppad within %12 []
  invoke void @__cxa_end_catch() [ "funclet"(token %126) ]
          to label %127 unwind label %132

127:                                              ; preds = %125
  cleanupret from %126 unwind to caller

128:                                              ; preds = %108, %115, %121, %101, %91, %72
  %129 = cleanuppad within none []
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %1, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %65, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %68, align 4, !tbaa !9
  %130 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11) [ "funclet"(token %129) ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #14
  cleanupret from %129 unwind to caller

131:                                              ; preds = %121, %92, %91, %64, %36, %0
  unreachable

132:                                              ; preds = %125
  %133 = cleanuppad within %126 []
  call void @_ZSt9terminatev() #15 [ "funclet"(token %133) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1DD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %0, align 4, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %3, align 4, !tbaa !9
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1MD1Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #8 comdat {
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %0, align 4, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %3, align 4, !tbaa !9
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 28) #16
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat {
  ret ptr @.str.8
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef ptr @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i32 12
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %3, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %0, align 4, !tbaa !9
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret ptr %2
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i32 12
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %3, align 4, !tbaa !9
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %0, align 4, !tbaa !9
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i32 noundef 28) #16
  ret void
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load ptr, ptr %0, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %5, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %6, align 4, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %7, align 4, !tbaa !9
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret ptr %5
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZTv0_n12_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load ptr, ptr %0, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %5, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %6, align 4, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %7, align 4, !tbaa !9
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i32 noundef 28) #16
  ret void
}

define linkonce_odr hidden noundef ptr @_ZTv0_n16_NK1D3whoEv(ptr noundef %0) unnamed_addr #10 comdat {
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #8 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef ptr @_ZThn8_N1MD1Ev(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  ret ptr %2
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZThn8_N1MD0Ev(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i32 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N1MD1Ev(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = load ptr, ptr %0, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  ret ptr %5
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZTv0_n12_N1MD0Ev(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = load ptr, ptr %0, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i32 noundef 32) #16
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #7 = { noreturn }
attributes #8 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { inlinehint nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #13 = { nofree nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 4}
!3 = !{!"_ZTS1L", !4, i64 4}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 4}
!8 = !{!"_ZTS1R", !4, i64 4}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !6, i64 0}
!11 = !{!12, !4, i64 16}
!12 = !{!"_ZTS1D", !3, i64 0, !8, i64 8, !4, i64 16}
!13 = !{!14, !4, i64 4}
!14 = !{!"_ZTS1V", !4, i64 4}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !5, i64 0}
!17 = !{!18, !4, i64 8}
!18 = !{!"_ZTS5Extra", !14, i64 0, !4, i64 8}
!19 = !{!20, !4, i64 20}
!20 = !{!"_ZTS1M", !3, i64 0, !18, i64 8, !4, i64 20}
