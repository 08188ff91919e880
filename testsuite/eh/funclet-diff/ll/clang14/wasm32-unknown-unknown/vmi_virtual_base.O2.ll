; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { i32 (...)**, i32 }
%struct.R.base = type { i32 (...)**, i32 }
%struct.V = type { i32 (...)**, i32 }
%struct.M = type { %struct.L.base, %struct.Extra, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }

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

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1V = linkonce_odr hidden constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPK1V = linkonce_odr hidden constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1V, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Extra = linkonce_odr hidden constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Extra, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTS1M = linkonce_odr hidden constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D3whoEv to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZTv0_n12_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n12_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZTv0_n16_NK1D3whoEv to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZTV1M = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 24 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZThn8_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZThn8_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -24 to i8*), i8* inttoptr (i32 -24 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZTv0_n12_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n12_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.10 = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"~D\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i32 28) #2
  %3 = getelementptr inbounds i8, i8* %2, i32 20
  %4 = bitcast i8* %3 to i32 (...)***
  %5 = bitcast i8* %2 to i32 (...)***
  %6 = getelementptr inbounds i8, i8* %2, i32 4
  %7 = bitcast i8* %6 to i32*
  store i32 1, i32* %7, align 4, !tbaa !2
  %8 = getelementptr inbounds i8, i8* %2, i32 8
  %9 = bitcast i8* %8 to i32 (...)***
  %10 = getelementptr inbounds i8, i8* %2, i32 12
  %11 = bitcast i8* %10 to i32*
  store i32 2, i32* %11, align 4, !tbaa !7
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !9
  %12 = getelementptr inbounds i8, i8* %2, i32 16
  %13 = bitcast i8* %12 to i32*
  store i32 3, i32* %13, align 4, !tbaa !11
  %14 = getelementptr inbounds i8, i8* %2, i32 24
  %15 = bitcast i8* %14 to i32*
  store i32 300, i32* %15, align 4, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #7
          to label %170 unwind label %16

16:                                               ; preds = %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)]
  %20 = tail call i8* @llvm.wasm.get.exception(token %19)
  %21 = tail call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #2
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %48

24:                                               ; preds = %18
  %25 = call i8* @__cxa_begin_catch(i8* %20) #2 [ "funclet"(token %19) ]
  %26 = bitcast i8* %25 to %struct.V*
  %27 = getelementptr inbounds i8, i8* %25, i32 4
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !13
  %30 = bitcast i8* %25 to i8* (%struct.V*)***
  %31 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %30, align 4, !tbaa !9
  %32 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %31, i32 2
  %33 = load i8* (%struct.V*)*, i8* (%struct.V*)** %32, align 4
  %34 = invoke noundef i8* %33(%struct.V* noundef nonnull align 4 dereferenceable(8) %26) [ "funclet"(token %19) ]
          to label %35 unwind label %164

35:                                               ; preds = %24
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %29, i8* noundef %34) [ "funclet"(token %19) ]
  %37 = call i8* @__dynamic_cast(i8* nonnull %25, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #2 [ "funclet"(token %19) ]
  %38 = getelementptr inbounds i8, i8* %37, i32 4
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !2
  %41 = getelementptr inbounds i8, i8* %37, i32 12
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !7
  %44 = getelementptr inbounds i8, i8* %37, i32 16
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !11
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i32 0, i32 0), i32 noundef %40, i32 noundef %43, i32 noundef %46) [ "funclet"(token %19) ]
  call void @__cxa_end_catch() [ "funclet"(token %19) ]
  catchret from %19 to label %49

48:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %19) ]
  unreachable

49:                                               ; preds = %35
  %50 = tail call i8* @__cxa_allocate_exception(i32 28) #2
  %51 = getelementptr inbounds i8, i8* %50, i32 20
  %52 = bitcast i8* %51 to i32 (...)***
  %53 = bitcast i8* %50 to i32 (...)***
  %54 = getelementptr inbounds i8, i8* %50, i32 4
  %55 = bitcast i8* %54 to i32*
  store i32 1, i32* %55, align 4, !tbaa !2
  %56 = getelementptr inbounds i8, i8* %50, i32 8
  %57 = bitcast i8* %56 to i32 (...)***
  %58 = getelementptr inbounds i8, i8* %50, i32 12
  %59 = bitcast i8* %58 to i32*
  store i32 2, i32* %59, align 4, !tbaa !7
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %53, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %52, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %57, align 4, !tbaa !9
  %60 = getelementptr inbounds i8, i8* %50, i32 16
  %61 = bitcast i8* %60 to i32*
  store i32 3, i32* %61, align 4, !tbaa !11
  %62 = getelementptr inbounds i8, i8* %50, i32 24
  %63 = bitcast i8* %62 to i32*
  store i32 300, i32* %63, align 4, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #7
          to label %170 unwind label %64

64:                                               ; preds = %49
  %65 = catchswitch within none [label %66] unwind to caller

66:                                               ; preds = %64
  %67 = catchpad within %65 [i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)]
  %68 = tail call i8* @llvm.wasm.get.exception(token %67)
  %69 = tail call i32 @llvm.wasm.get.ehselector(token %67)
  %70 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)) #2
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %87

72:                                               ; preds = %66
  %73 = call i8* @__cxa_begin_catch(i8* %68) #2 [ "funclet"(token %67) ]
  %74 = getelementptr inbounds i8, i8* %73, i32 4
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = bitcast i8* %73 to i8**
  %78 = load i8*, i8** %77, align 4, !tbaa !9
  %79 = getelementptr i8, i8* %78, i32 -12
  %80 = bitcast i8* %79 to i32*
  %81 = load i32, i32* %80, align 4
  %82 = getelementptr inbounds i8, i8* %73, i32 %81
  %83 = getelementptr inbounds i8, i8* %82, i32 4
  %84 = bitcast i8* %83 to i32*
  %85 = load i32, i32* %84, align 4, !tbaa !13
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %76, i32 noundef %85) [ "funclet"(token %67) ]
  call void @__cxa_end_catch() [ "funclet"(token %67) ]
  catchret from %67 to label %88

87:                                               ; preds = %66
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %67) ]
  unreachable

88:                                               ; preds = %72
  %89 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %89) #2
  %90 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 3, i32 0
  %91 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0
  %92 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  store i32 1, i32* %92, align 4, !tbaa !2
  %93 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0
  %94 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 2, i32* %94, align 4, !tbaa !7
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %91, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %90, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %93, align 4, !tbaa !9
  %95 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  store i32 3, i32* %95, align 4, !tbaa !11
  %96 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 3, i32 1
  store i32 300, i32* %96, align 4, !tbaa !13
  %97 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %98 = bitcast i8* %97 to %struct.D**
  store %struct.D* %1, %struct.D** %98, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %97, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #7
          to label %170 unwind label %99

99:                                               ; preds = %88
  %100 = catchswitch within none [label %101] unwind label %167

101:                                              ; preds = %99
  %102 = catchpad within %100 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)]
  %103 = call i8* @llvm.wasm.get.exception(token %102)
  %104 = call i32 @llvm.wasm.get.ehselector(token %102)
  %105 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)) #2
  %106 = icmp eq i32 %104, %105
  br i1 %106, label %107, label %121

107:                                              ; preds = %101
  %108 = call i8* @__cxa_begin_catch(i8* %103) #2 [ "funclet"(token %102) ]
  %109 = getelementptr inbounds i8, i8* %108, i32 4
  %110 = bitcast i8* %109 to i32*
  %111 = load i32, i32* %110, align 4, !tbaa !13
  %112 = bitcast %struct.D* %1 to i8**
  %113 = load i8*, i8** %112, align 4, !tbaa !9
  %114 = getelementptr i8, i8* %113, i32 -12
  %115 = bitcast i8* %114 to i32*
  %116 = load i32, i32* %115, align 4
  %117 = getelementptr inbounds i8, i8* %89, i32 %116
  %118 = icmp eq i8* %108, %117
  %119 = zext i1 %118 to i32
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %111, i32 noundef %119) [ "funclet"(token %102) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %102) ]
  catchret from %102 to label %122

121:                                              ; preds = %101
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %102) ]
          to label %170 unwind label %167

122:                                              ; preds = %107
  %123 = call i8* @__cxa_allocate_exception(i32 32) #2
  %124 = getelementptr inbounds i8, i8* %123, i32 24
  %125 = bitcast i8* %124 to i32 (...)***
  %126 = getelementptr inbounds i8, i8* %123, i32 28
  %127 = bitcast i8* %126 to i32*
  store i32 100, i32* %127, align 4, !tbaa !13
  %128 = bitcast i8* %123 to i32 (...)***
  %129 = getelementptr inbounds i8, i8* %123, i32 4
  %130 = bitcast i8* %129 to i32*
  store i32 1, i32* %130, align 4, !tbaa !2
  %131 = getelementptr inbounds i8, i8* %123, i32 8
  %132 = bitcast i8* %131 to i32 (...)***
  %133 = getelementptr inbounds i8, i8* %123, i32 12
  %134 = bitcast i8* %133 to i32*
  store i32 100, i32* %134, align 4, !tbaa !13
  %135 = getelementptr inbounds i8, i8* %123, i32 16
  %136 = bitcast i8* %135 to i32*
  store i32 9, i32* %136, align 4, !tbaa !17
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %128, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %125, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %132, align 4, !tbaa !9
  %137 = getelementptr inbounds i8, i8* %123, i32 20
  %138 = bitcast i8* %137 to i32*
  store i32 5, i32* %138, align 4, !tbaa !19
  invoke void @__cxa_throw(i8* nonnull %123, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*)) #7
          to label %170 unwind label %139

139:                                              ; preds = %122
  %140 = catchswitch within none [label %141] unwind label %167

141:                                              ; preds = %139
  %142 = catchpad within %140 [i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)]
  %143 = call i8* @llvm.wasm.get.exception(token %142)
  %144 = call i32 @llvm.wasm.get.ehselector(token %142)
  %145 = icmp eq i32 %144, %21
  br i1 %145, label %146, label %150

146:                                              ; preds = %141
  %147 = call i8* @__cxa_begin_catch(i8* %143) #2 [ "funclet"(token %142) ]
  %148 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.10, i32 0, i32 0)) [ "funclet"(token %142) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %142) ]
          to label %149 unwind label %167

149:                                              ; preds = %146
  catchret from %142 to label %161

150:                                              ; preds = %141
  %151 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)) #2
  %152 = icmp eq i32 %144, %151
  br i1 %152, label %153, label %160

153:                                              ; preds = %150
  %154 = call i8* @__cxa_begin_catch(i8* %143) #2 [ "funclet"(token %142) ]
  %155 = getelementptr inbounds i8, i8* %154, i32 8
  %156 = bitcast i8* %155 to i32*
  %157 = load i32, i32* %156, align 4, !tbaa !17
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %157) [ "funclet"(token %142) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %142) ]
          to label %159 unwind label %167

159:                                              ; preds = %153
  catchret from %142 to label %161

160:                                              ; preds = %150
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %142) ]
          to label %170 unwind label %167

161:                                              ; preds = %159, %149
  %162 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %91, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %90, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %93, align 4, !tbaa !9
  %163 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %89) #2
  ret i32 0

164:                                              ; preds = %24
  %165 = cleanuppad within %19 []
  invoke void @__cxa_end_catch() [ "funclet"(token %165) ]
          to label %166 unwind label %171

166:                                              ; preds = %164
  cleanupret from %165 unwind to caller

167:                                              ; preds = %146, %153, %160, %139, %121, %99
  %168 = cleanuppad within none []
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %91, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %90, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %93, align 4, !tbaa !9
  %169 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2 [ "funclet"(token %168) ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %89) #2
  cleanupret from %168 unwind to caller

170:                                              ; preds = %160, %122, %121, %88, %49, %0
  unreachable

171:                                              ; preds = %164
  %172 = cleanuppad within %165 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %172) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !9
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !9
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  ret %struct.D* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #8 comdat {
  ret %struct.M* %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK1V3whoEv(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !9
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !9
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  %6 = bitcast %struct.D* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #14
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #9 comdat {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 3
  %3 = bitcast %struct.V* %2 to %struct.D*
  %4 = getelementptr %struct.V, %struct.V* %2, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !9
  %5 = getelementptr inbounds %struct.V, %struct.V* %2, i32 2, i32 1
  %6 = bitcast i32* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !9
  %7 = getelementptr inbounds %struct.V, %struct.V* %2, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %7, align 4, !tbaa !9
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  ret %struct.D* %3
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 3
  %3 = getelementptr %struct.V, %struct.V* %2, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !9
  %4 = getelementptr inbounds %struct.V, %struct.V* %2, i32 2, i32 1
  %5 = bitcast i32* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !9
  %6 = getelementptr inbounds %struct.V, %struct.V* %2, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !9
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  %8 = bitcast %struct.V* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %8) #14
  ret void
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.D* @_ZTv0_n12_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = bitcast %struct.D* %0 to i8*
  %3 = bitcast %struct.D* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to %struct.D*
  %10 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %10, align 4, !tbaa !9
  %11 = getelementptr inbounds i8, i8* %8, i32 20
  %12 = bitcast i8* %11 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %12, align 4, !tbaa !9
  %13 = getelementptr inbounds i8, i8* %8, i32 8
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !9
  %15 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  ret %struct.D* %9
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZTv0_n12_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = bitcast %struct.D* %0 to i8*
  %3 = bitcast %struct.D* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !9
  %10 = getelementptr inbounds i8, i8* %8, i32 20
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %11, align 4, !tbaa !9
  %12 = getelementptr inbounds i8, i8* %8, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %13, align 4, !tbaa !9
  %14 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #2
  tail call void @_ZdlPv(i8* noundef nonnull %8) #14
  ret void
}

define linkonce_odr hidden noundef i8* @_ZTv0_n16_NK1D3whoEv(%struct.D* noundef %0) unnamed_addr #10 comdat {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #11

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #8 comdat {
  %2 = bitcast %struct.M* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.M* @_ZThn8_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #8 comdat {
  %2 = getelementptr inbounds %struct.M, %struct.M* %0, i32 -1, i32 3
  %3 = bitcast %struct.V* %2 to %struct.M*
  ret %struct.M* %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZThn8_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #8 comdat {
  %2 = getelementptr inbounds %struct.M, %struct.M* %0, i32 -1, i32 3
  %3 = bitcast %struct.V* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #14
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.M* @_ZTv0_n12_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #8 comdat {
  %2 = bitcast %struct.M* %0 to i8*
  %3 = bitcast %struct.M* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to %struct.M*
  ret %struct.M* %9
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZTv0_n12_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #8 comdat {
  %2 = bitcast %struct.M* %0 to i8*
  %3 = bitcast %struct.M* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  tail call void @_ZdlPv(i8* noundef nonnull %8) #14
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nofree nounwind readonly }
attributes #7 = { noreturn }
attributes #8 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { nofree nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
!12 = !{!"_ZTS1D", !4, i64 16}
!13 = !{!14, !4, i64 4}
!14 = !{!"_ZTS1V", !4, i64 4}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !5, i64 0}
!17 = !{!18, !4, i64 8}
!18 = !{!"_ZTS5Extra", !4, i64 8}
!19 = !{!20, !4, i64 20}
!20 = !{!"_ZTS1M", !4, i64 20}
