; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }

$_ZN7DerivedC2Ev = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZNK7Derived2idEv = comdat any

$_ZNK4Base2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZL9g_derived = internal global %struct.Derived zeroinitializer, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTIP4Base = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTIP7Derived = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPKPKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPKi to i8*) }, comdat, align 4
@_ZTSPPi = linkonce_odr constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSPPi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPi to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant i8*
@_ZTIPKc = external constant i8*
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"wrong: char*\0A\00", align 1
@_ZTIPv = external constant i8*
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"wrong: void* caught as int*\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"wrong: pointer caught by reference\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (i32 (%struct.Derived*)* @_ZNK7Derived2idEv to i8*)] }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base2idEv to i8*)] }, comdat, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_catch_by_pointer.cpp, i8* null }]
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline
define internal void @__cxx_global_var_init() #0 {
  %1 = call noundef %struct.Derived* @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) @_ZL9g_derived) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Derived* @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %4) #3
  %6 = bitcast %struct.Derived* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Derived* %3
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Base*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32**, align 4
  %7 = alloca i32**, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i8*, align 4
  %11 = alloca i32*, align 4
  %12 = alloca i8*, align 4
  %13 = alloca %struct.Derived*, align 4
  %14 = alloca %struct.Base*, align 4
  store i32 0, i32* %1, align 4
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i32 0, i32 0, i32 1), align 4
  %15 = call i8* @__cxa_allocate_exception(i32 4) #3
  %16 = bitcast i8* %15 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %16, align 16
  invoke void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #6
          to label %228 unwind label %17

17:                                               ; preds = %0
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  %21 = call i8* @llvm.wasm.get.exception(token %20)
  store i8* %21, i8** %2, align 4
  %22 = call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #3
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %45

25:                                               ; preds = %19
  %26 = load i8*, i8** %2, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #3 [ "funclet"(token %20) ]
  %28 = bitcast i8* %27 to %struct.Base*
  store %struct.Base* %28, %struct.Base** %3, align 4
  %29 = load %struct.Base*, %struct.Base** %3, align 4
  %30 = bitcast %struct.Base* %29 to i32 (%struct.Base*)***
  %31 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %30, align 4
  %32 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %31, i64 0
  %33 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %32, align 4
  %34 = invoke noundef i32 %33(%struct.Base* noundef nonnull align 4 dereferenceable(8) %29) [ "funclet"(token %20) ]
          to label %35 unwind label %207

35:                                               ; preds = %25
  %36 = load %struct.Base*, %struct.Base** %3, align 4
  %37 = getelementptr inbounds %struct.Base, %struct.Base* %36, i32 0, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = load %struct.Base*, %struct.Base** %3, align 4
  %40 = icmp eq %struct.Base* %39, getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i32 0, i32 0)
  %41 = zext i1 %40 to i32
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %34, i32 noundef %38, i32 noundef %41) [ "funclet"(token %20) ]
          to label %43 unwind label %207

43:                                               ; preds = %35
  call void @__cxa_end_catch() #3 [ "funclet"(token %20) ]
  catchret from %20 to label %44

44:                                               ; preds = %43
  br label %46

45:                                               ; preds = %19
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %20) ]
  unreachable

46:                                               ; preds = %44
  %47 = call i8* @__cxa_allocate_exception(i32 4) #3
  %48 = bitcast i8* %47 to i32**
  store i32* @_ZL5g_int, i32** %48, align 16
  invoke void @__cxa_throw(i8* %47, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #6
          to label %228 unwind label %49

49:                                               ; preds = %46
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [i8* bitcast (i8** @_ZTIPKi to i8*)]
  %53 = call i8* @llvm.wasm.get.exception(token %52)
  store i8* %53, i8** %2, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #3
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %51
  %58 = load i8*, i8** %2, align 4
  %59 = call i8* @__cxa_begin_catch(i8* %58) #3 [ "funclet"(token %52) ]
  %60 = bitcast i8* %59 to i32*
  store i32* %60, i32** %4, align 4
  %61 = load i32*, i32** %4, align 4
  %62 = load i32, i32* %61, align 4
  %63 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %62) [ "funclet"(token %52) ]
          to label %64 unwind label %209

64:                                               ; preds = %57
  call void @__cxa_end_catch() #3 [ "funclet"(token %52) ]
  catchret from %52 to label %65

65:                                               ; preds = %64
  br label %67

66:                                               ; preds = %51
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %52) ]
  unreachable

67:                                               ; preds = %65
  store i32* @_ZL5g_int, i32** %5, align 4
  store i32** %5, i32*** %6, align 4
  %68 = call i8* @__cxa_allocate_exception(i32 4) #3
  %69 = bitcast i8* %68 to i32***
  %70 = load i32**, i32*** %6, align 4
  store i32** %70, i32*** %69, align 16
  invoke void @__cxa_throw(i8* %68, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPi to i8*), i8* null) #6
          to label %228 unwind label %71

71:                                               ; preds = %67
  %72 = catchswitch within none [label %73] unwind to caller

73:                                               ; preds = %71
  %74 = catchpad within %72 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)]
  %75 = call i8* @llvm.wasm.get.exception(token %74)
  store i8* %75, i8** %2, align 4
  %76 = call i32 @llvm.wasm.get.ehselector(token %74)
  %77 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)) #3
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %89

79:                                               ; preds = %73
  %80 = load i8*, i8** %2, align 4
  %81 = call i8* @__cxa_begin_catch(i8* %80) #3 [ "funclet"(token %74) ]
  %82 = bitcast i8* %81 to i32**
  store i32** %82, i32*** %7, align 4
  %83 = load i32**, i32*** %7, align 4
  %84 = load i32*, i32** %83, align 4
  %85 = load i32, i32* %84, align 4
  %86 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %85) [ "funclet"(token %74) ]
          to label %87 unwind label %211

87:                                               ; preds = %79
  call void @__cxa_end_catch() #3 [ "funclet"(token %74) ]
  catchret from %74 to label %88

88:                                               ; preds = %87
  br label %90

89:                                               ; preds = %73
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %74) ]
  unreachable

90:                                               ; preds = %88
  %91 = call i8* @__cxa_allocate_exception(i32 4) #3
  %92 = bitcast i8* %91 to i8**
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i8** %92, align 16
  invoke void @__cxa_throw(i8* %91, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #6
          to label %228 unwind label %93

93:                                               ; preds = %90
  %94 = catchswitch within none [label %95] unwind to caller

95:                                               ; preds = %93
  %96 = catchpad within %94 [i8* bitcast (i8** @_ZTIPc to i8*), i8* bitcast (i8** @_ZTIPKc to i8*)]
  %97 = call i8* @llvm.wasm.get.exception(token %96)
  store i8* %97, i8** %2, align 4
  %98 = call i32 @llvm.wasm.get.ehselector(token %96)
  %99 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPc to i8*)) #3
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %107

101:                                              ; preds = %95
  %102 = load i8*, i8** %2, align 4
  %103 = call i8* @__cxa_begin_catch(i8* %102) #3 [ "funclet"(token %96) ]
  store i8* %103, i8** %9, align 4
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0)) [ "funclet"(token %96) ]
          to label %105 unwind label %215

105:                                              ; preds = %101
  call void @__cxa_end_catch() #3 [ "funclet"(token %96) ]
  catchret from %96 to label %106

106:                                              ; preds = %105
  br label %118

107:                                              ; preds = %95
  %108 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #3
  %109 = icmp eq i32 %98, %108
  br i1 %109, label %110, label %117

110:                                              ; preds = %107
  %111 = load i8*, i8** %2, align 4
  %112 = call i8* @__cxa_begin_catch(i8* %111) #3 [ "funclet"(token %96) ]
  store i8* %112, i8** %8, align 4
  %113 = load i8*, i8** %8, align 4
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i8* noundef %113) [ "funclet"(token %96) ]
          to label %115 unwind label %213

115:                                              ; preds = %110
  call void @__cxa_end_catch() #3 [ "funclet"(token %96) ]
  catchret from %96 to label %116

116:                                              ; preds = %115
  br label %118

117:                                              ; preds = %107
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %96) ]
  unreachable

118:                                              ; preds = %106, %116
  %119 = call i8* @__cxa_allocate_exception(i32 4) #3
  %120 = bitcast i8* %119 to i8**
  store i8* bitcast (i32* @_ZL5g_int to i8*), i8** %120, align 16
  invoke void @__cxa_throw(i8* %119, i8* bitcast (i8** @_ZTIPv to i8*), i8* null) #6
          to label %228 unwind label %121

121:                                              ; preds = %118
  %122 = catchswitch within none [label %123] unwind to caller

123:                                              ; preds = %121
  %124 = catchpad within %122 [i8* bitcast (i8** @_ZTIPi to i8*), i8* bitcast (i8** @_ZTIPv to i8*)]
  %125 = call i8* @llvm.wasm.get.exception(token %124)
  store i8* %125, i8** %2, align 4
  %126 = call i32 @llvm.wasm.get.ehselector(token %124)
  %127 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #3
  %128 = icmp eq i32 %126, %127
  br i1 %128, label %129, label %136

129:                                              ; preds = %123
  %130 = load i8*, i8** %2, align 4
  %131 = call i8* @__cxa_begin_catch(i8* %130) #3 [ "funclet"(token %124) ]
  %132 = bitcast i8* %131 to i32*
  store i32* %132, i32** %11, align 4
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0)) [ "funclet"(token %124) ]
          to label %134 unwind label %219

134:                                              ; preds = %129
  call void @__cxa_end_catch() #3 [ "funclet"(token %124) ]
  catchret from %124 to label %135

135:                                              ; preds = %134
  br label %149

136:                                              ; preds = %123
  %137 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #3
  %138 = icmp eq i32 %126, %137
  br i1 %138, label %139, label %148

139:                                              ; preds = %136
  %140 = load i8*, i8** %2, align 4
  %141 = call i8* @__cxa_begin_catch(i8* %140) #3 [ "funclet"(token %124) ]
  store i8* %141, i8** %10, align 4
  %142 = load i8*, i8** %10, align 4
  %143 = icmp eq i8* %142, bitcast (i32* @_ZL5g_int to i8*)
  %144 = zext i1 %143 to i32
  %145 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %144) [ "funclet"(token %124) ]
          to label %146 unwind label %217

146:                                              ; preds = %139
  call void @__cxa_end_catch() #3 [ "funclet"(token %124) ]
  catchret from %124 to label %147

147:                                              ; preds = %146
  br label %149

148:                                              ; preds = %136
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %124) ]
  unreachable

149:                                              ; preds = %135, %147
  %150 = call i8* @__cxa_allocate_exception(i32 4) #3
  %151 = bitcast i8* %150 to i32**
  store i32* @_ZL5g_int, i32** %151, align 16
  invoke void @__cxa_throw(i8* %150, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #6
          to label %228 unwind label %152

152:                                              ; preds = %149
  %153 = catchswitch within none [label %154] unwind to caller

154:                                              ; preds = %152
  %155 = catchpad within %153 [i8* bitcast (i8** @_ZTIPv to i8*)]
  %156 = call i8* @llvm.wasm.get.exception(token %155)
  store i8* %156, i8** %2, align 4
  %157 = call i32 @llvm.wasm.get.ehselector(token %155)
  %158 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #3
  %159 = icmp eq i32 %157, %158
  br i1 %159, label %160, label %169

160:                                              ; preds = %154
  %161 = load i8*, i8** %2, align 4
  %162 = call i8* @__cxa_begin_catch(i8* %161) #3 [ "funclet"(token %155) ]
  store i8* %162, i8** %12, align 4
  %163 = load i8*, i8** %12, align 4
  %164 = bitcast i8* %163 to i32*
  %165 = load i32, i32* %164, align 4
  %166 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i32 noundef %165) [ "funclet"(token %155) ]
          to label %167 unwind label %221

167:                                              ; preds = %160
  call void @__cxa_end_catch() #3 [ "funclet"(token %155) ]
  catchret from %155 to label %168

168:                                              ; preds = %167
  br label %170

169:                                              ; preds = %154
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %155) ]
  unreachable

170:                                              ; preds = %168
  %171 = call i8* @__cxa_allocate_exception(i32 4) #3
  %172 = bitcast i8* %171 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %172, align 16
  invoke void @__cxa_throw(i8* %171, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #6
          to label %228 unwind label %173

173:                                              ; preds = %170
  %174 = catchswitch within none [label %175] unwind to caller

175:                                              ; preds = %173
  %176 = catchpad within %174 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)]
  %177 = call i8* @llvm.wasm.get.exception(token %176)
  store i8* %177, i8** %2, align 4
  %178 = call i32 @llvm.wasm.get.ehselector(token %176)
  %179 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %180 = icmp eq i32 %178, %179
  br i1 %180, label %181, label %188

181:                                              ; preds = %175
  %182 = load i8*, i8** %2, align 4
  %183 = call i8* @__cxa_begin_catch(i8* %182) #3 [ "funclet"(token %176) ]
  %184 = bitcast i8* %183 to %struct.Base*
  store %struct.Base* %184, %struct.Base** %14, align 4
  %185 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.10, i32 0, i32 0)) [ "funclet"(token %176) ]
          to label %186 unwind label %225

186:                                              ; preds = %181
  call void @__cxa_end_catch() [ "funclet"(token %176) ]
  catchret from %176 to label %187

187:                                              ; preds = %186
  br label %206

188:                                              ; preds = %175
  %189 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)) #3
  %190 = icmp eq i32 %178, %189
  br i1 %190, label %191, label %205

191:                                              ; preds = %188
  %192 = load i8*, i8** %2, align 4
  %193 = call i8* @__cxa_begin_catch(i8* %192) #3 [ "funclet"(token %176) ]
  %194 = bitcast i8* %193 to %struct.Derived*
  store %struct.Derived* %194, %struct.Derived** %13, align 4
  %195 = load %struct.Derived*, %struct.Derived** %13, align 4
  %196 = bitcast %struct.Derived* %195 to i32 (%struct.Derived*)***
  %197 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %196, align 4
  %198 = getelementptr inbounds i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %197, i64 0
  %199 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %198, align 4
  %200 = invoke noundef i32 %199(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %195) [ "funclet"(token %176) ]
          to label %201 unwind label %223

201:                                              ; preds = %191
  %202 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i32 noundef %200) [ "funclet"(token %176) ]
          to label %203 unwind label %223

203:                                              ; preds = %201
  call void @__cxa_end_catch() #3 [ "funclet"(token %176) ]
  catchret from %176 to label %204

204:                                              ; preds = %203
  br label %206

205:                                              ; preds = %188
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %176) ]
  unreachable

206:                                              ; preds = %187, %204
  ret i32 0

207:                                              ; preds = %35, %25
  %208 = cleanuppad within %20 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %208) ]
  cleanupret from %208 unwind to caller

209:                                              ; preds = %57
  %210 = cleanuppad within %52 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %210) ]
  cleanupret from %210 unwind to caller

211:                                              ; preds = %79
  %212 = cleanuppad within %74 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %212) ]
  cleanupret from %212 unwind to caller

213:                                              ; preds = %110
  %214 = cleanuppad within %96 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %214) ]
  cleanupret from %214 unwind to caller

215:                                              ; preds = %101
  %216 = cleanuppad within %96 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %216) ]
  cleanupret from %216 unwind to caller

217:                                              ; preds = %139
  %218 = cleanuppad within %124 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %218) ]
  cleanupret from %218 unwind to caller

219:                                              ; preds = %129
  %220 = cleanuppad within %124 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %220) ]
  cleanupret from %220 unwind to caller

221:                                              ; preds = %160
  %222 = cleanuppad within %155 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %222) ]
  cleanupret from %222 unwind to caller

223:                                              ; preds = %201, %191
  %224 = cleanuppad within %176 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %224) ]
  cleanupret from %224 unwind to caller

225:                                              ; preds = %181
  %226 = cleanuppad within %176 []
  invoke void @__cxa_end_catch() [ "funclet"(token %226) ]
          to label %227 unwind label %229

227:                                              ; preds = %225
  cleanupret from %226 unwind to caller

228:                                              ; preds = %170, %149, %118, %90, %67, %46, %0
  unreachable

229:                                              ; preds = %225
  %230 = cleanuppad within %226 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %230) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Base* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7Derived2idEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Base2idEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret i32 1
}

; Function Attrs: noinline
define internal void @_GLOBAL__sub_I_catch_by_pointer.cpp() #0 {
  call void @__cxx_global_var_init()
  ret void
}

attributes #0 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
