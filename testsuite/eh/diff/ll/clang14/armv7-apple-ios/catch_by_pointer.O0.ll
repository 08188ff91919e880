; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }

@_ZL9g_derived = internal global %struct.Derived zeroinitializer, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr constant [7 x i8] c"P4Base\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, align 4
@_ZTIP4Base = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTSP7Derived = linkonce_odr constant [10 x i8] c"P7Derived\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr constant [9 x i8] c"7Derived\00", align 1
@_ZTI7Derived = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTIP7Derived = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr constant [6 x i8] c"PKPKi\00", align 1
@_ZTIPKPKi = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPKPKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPKi to i8*) }, align 4
@_ZTSPPi = linkonce_odr constant [4 x i8] c"PPi\00", align 1
@_ZTIPPi = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSPPi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPi to i8*) }, align 4
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
@_ZTV7Derived = linkonce_odr unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (i32 (%struct.Derived*)* @_ZNK7Derived2idEv to i8*)] }, align 4
@_ZTV4Base = linkonce_odr unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32 (%struct.Base*)* @_ZNK4Base2idEv to i8*)] }, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_catch_by_pointer.cpp, i8* null }]

; Function Attrs: noinline
define internal void @__cxx_global_var_init() #0 section "__TEXT,__StaticInit,regular,pure_instructions" {
  %1 = call noundef %struct.Derived* @_ZN7DerivedC1Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) @_ZL9g_derived) #7
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Derived* @_ZN7DerivedC1Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = call noundef %struct.Derived* @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %3) #7
  ret %struct.Derived* %3
}

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Base*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32**, align 4
  %8 = alloca i32**, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i8*, align 4
  %11 = alloca i8*, align 4
  %12 = alloca i32*, align 4
  %13 = alloca i8*, align 4
  %14 = alloca %struct.Derived*, align 4
  %15 = alloca %struct.Base*, align 4
  store i32 0, i32* %1, align 4
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i32 0, i32 0, i32 1), align 4
  %16 = call i8* @__cxa_allocate_exception(i32 4) #7
  %17 = bitcast i8* %16 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %17, align 8
  invoke void @__cxa_throw(i8* %16, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #8
          to label %240 unwind label %18

18:                                               ; preds = %0
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %2, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %3, align 4
  br label %22

22:                                               ; preds = %18
  %23 = load i32, i32* %3, align 4
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #7
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %232

26:                                               ; preds = %22
  %27 = load i8*, i8** %2, align 4
  %28 = call i8* @__cxa_begin_catch(i8* %27) #7
  %29 = bitcast i8* %28 to %struct.Base*
  store %struct.Base* %29, %struct.Base** %4, align 4
  %30 = load %struct.Base*, %struct.Base** %4, align 4
  %31 = bitcast %struct.Base* %30 to i32 (%struct.Base*)***
  %32 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %31, align 4
  %33 = getelementptr inbounds i32 (%struct.Base*)*, i32 (%struct.Base*)** %32, i64 0
  %34 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %33, align 4
  %35 = invoke noundef i32 %34(%struct.Base* noundef nonnull align 4 dereferenceable(8) %30)
          to label %36 unwind label %48

36:                                               ; preds = %26
  %37 = load %struct.Base*, %struct.Base** %4, align 4
  %38 = getelementptr inbounds %struct.Base, %struct.Base* %37, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = load %struct.Base*, %struct.Base** %4, align 4
  %41 = icmp eq %struct.Base* %40, getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i32 0, i32 0)
  %42 = zext i1 %41 to i32
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %35, i32 noundef %39, i32 noundef %42)
          to label %44 unwind label %48

44:                                               ; preds = %36
  call void @__cxa_end_catch() #7
  br label %45

45:                                               ; preds = %44
  %46 = call i8* @__cxa_allocate_exception(i32 4) #7
  %47 = bitcast i8* %46 to i32**
  store i32* @_ZL5g_int, i32** %47, align 8
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #8
          to label %240 unwind label %52

48:                                               ; preds = %36, %26
  %49 = landingpad { i8*, i32 }
          cleanup
  %50 = extractvalue { i8*, i32 } %49, 0
  store i8* %50, i8** %2, align 4
  %51 = extractvalue { i8*, i32 } %49, 1
  store i32 %51, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

52:                                               ; preds = %45
  %53 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %2, align 4
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %3, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, i32* %3, align 4
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #7
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %232

60:                                               ; preds = %56
  %61 = load i8*, i8** %2, align 4
  %62 = call i8* @__cxa_begin_catch(i8* %61) #7
  %63 = bitcast i8* %62 to i32*
  store i32* %63, i32** %5, align 4
  %64 = load i32*, i32** %5, align 4
  %65 = load i32, i32* %64, align 4
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %65)
          to label %67 unwind label %72

67:                                               ; preds = %60
  call void @__cxa_end_catch() #7
  br label %68

68:                                               ; preds = %67
  store i32* @_ZL5g_int, i32** %6, align 4
  store i32** %6, i32*** %7, align 4
  %69 = call i8* @__cxa_allocate_exception(i32 4) #7
  %70 = bitcast i8* %69 to i32***
  %71 = load i32**, i32*** %7, align 4
  store i32** %71, i32*** %70, align 8
  invoke void @__cxa_throw(i8* %69, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPi to i8*), i8* null) #8
          to label %240 unwind label %76

72:                                               ; preds = %60
  %73 = landingpad { i8*, i32 }
          cleanup
  %74 = extractvalue { i8*, i32 } %73, 0
  store i8* %74, i8** %2, align 4
  %75 = extractvalue { i8*, i32 } %73, 1
  store i32 %75, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

76:                                               ; preds = %68
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)
  %78 = extractvalue { i8*, i32 } %77, 0
  store i8* %78, i8** %2, align 4
  %79 = extractvalue { i8*, i32 } %77, 1
  store i32 %79, i32* %3, align 4
  br label %80

80:                                               ; preds = %76
  %81 = load i32, i32* %3, align 4
  %82 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)) #7
  %83 = icmp eq i32 %81, %82
  br i1 %83, label %84, label %232

84:                                               ; preds = %80
  %85 = load i8*, i8** %2, align 4
  %86 = call i8* @__cxa_begin_catch(i8* %85) #7
  %87 = bitcast i8* %86 to i32**
  store i32** %87, i32*** %8, align 4
  %88 = load i32**, i32*** %8, align 4
  %89 = load i32*, i32** %88, align 4
  %90 = load i32, i32* %89, align 4
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %90)
          to label %92 unwind label %96

92:                                               ; preds = %84
  call void @__cxa_end_catch() #7
  br label %93

93:                                               ; preds = %92
  %94 = call i8* @__cxa_allocate_exception(i32 4) #7
  %95 = bitcast i8* %94 to i8**
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i8** %95, align 8
  invoke void @__cxa_throw(i8* %94, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #8
          to label %240 unwind label %100

96:                                               ; preds = %84
  %97 = landingpad { i8*, i32 }
          cleanup
  %98 = extractvalue { i8*, i32 } %97, 0
  store i8* %98, i8** %2, align 4
  %99 = extractvalue { i8*, i32 } %97, 1
  store i32 %99, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

100:                                              ; preds = %93
  %101 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPc to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %102 = extractvalue { i8*, i32 } %101, 0
  store i8* %102, i8** %2, align 4
  %103 = extractvalue { i8*, i32 } %101, 1
  store i32 %103, i32* %3, align 4
  br label %104

104:                                              ; preds = %100
  %105 = load i32, i32* %3, align 4
  %106 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPc to i8*)) #7
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %104
  %109 = load i8*, i8** %2, align 4
  %110 = call i8* @__cxa_begin_catch(i8* %109) #7
  store i8* %110, i8** %10, align 4
  %111 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0))
          to label %112 unwind label %129

112:                                              ; preds = %108
  call void @__cxa_end_catch() #7
  br label %113

113:                                              ; preds = %112, %124
  %114 = call i8* @__cxa_allocate_exception(i32 4) #7
  %115 = bitcast i8* %114 to i8**
  store i8* bitcast (i32* @_ZL5g_int to i8*), i8** %115, align 8
  invoke void @__cxa_throw(i8* %114, i8* bitcast (i8** @_ZTIPv to i8*), i8* null) #8
          to label %240 unwind label %133

116:                                              ; preds = %104
  %117 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #7
  %118 = icmp eq i32 %105, %117
  br i1 %118, label %119, label %232

119:                                              ; preds = %116
  %120 = load i8*, i8** %2, align 4
  %121 = call i8* @__cxa_begin_catch(i8* %120) #7
  store i8* %121, i8** %9, align 4
  %122 = load i8*, i8** %9, align 4
  %123 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i8* noundef %122)
          to label %124 unwind label %125

124:                                              ; preds = %119
  call void @__cxa_end_catch() #7
  br label %113

125:                                              ; preds = %119
  %126 = landingpad { i8*, i32 }
          cleanup
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %2, align 4
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

129:                                              ; preds = %108
  %130 = landingpad { i8*, i32 }
          cleanup
  %131 = extractvalue { i8*, i32 } %130, 0
  store i8* %131, i8** %2, align 4
  %132 = extractvalue { i8*, i32 } %130, 1
  store i32 %132, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

133:                                              ; preds = %113
  %134 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
          catch i8* bitcast (i8** @_ZTIPv to i8*)
  %135 = extractvalue { i8*, i32 } %134, 0
  store i8* %135, i8** %2, align 4
  %136 = extractvalue { i8*, i32 } %134, 1
  store i32 %136, i32* %3, align 4
  br label %137

137:                                              ; preds = %133
  %138 = load i32, i32* %3, align 4
  %139 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #7
  %140 = icmp eq i32 %138, %139
  br i1 %140, label %141, label %150

141:                                              ; preds = %137
  %142 = load i8*, i8** %2, align 4
  %143 = call i8* @__cxa_begin_catch(i8* %142) #7
  %144 = bitcast i8* %143 to i32*
  store i32* %144, i32** %12, align 4
  %145 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0))
          to label %146 unwind label %165

146:                                              ; preds = %141
  call void @__cxa_end_catch() #7
  br label %147

147:                                              ; preds = %146, %160
  %148 = call i8* @__cxa_allocate_exception(i32 4) #7
  %149 = bitcast i8* %148 to i32**
  store i32* @_ZL5g_int, i32** %149, align 8
  invoke void @__cxa_throw(i8* %148, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #8
          to label %240 unwind label %169

150:                                              ; preds = %137
  %151 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #7
  %152 = icmp eq i32 %138, %151
  br i1 %152, label %153, label %232

153:                                              ; preds = %150
  %154 = load i8*, i8** %2, align 4
  %155 = call i8* @__cxa_begin_catch(i8* %154) #7
  store i8* %155, i8** %11, align 4
  %156 = load i8*, i8** %11, align 4
  %157 = icmp eq i8* %156, bitcast (i32* @_ZL5g_int to i8*)
  %158 = zext i1 %157 to i32
  %159 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %158)
          to label %160 unwind label %161

160:                                              ; preds = %153
  call void @__cxa_end_catch() #7
  br label %147

161:                                              ; preds = %153
  %162 = landingpad { i8*, i32 }
          cleanup
  %163 = extractvalue { i8*, i32 } %162, 0
  store i8* %163, i8** %2, align 4
  %164 = extractvalue { i8*, i32 } %162, 1
  store i32 %164, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

165:                                              ; preds = %141
  %166 = landingpad { i8*, i32 }
          cleanup
  %167 = extractvalue { i8*, i32 } %166, 0
  store i8* %167, i8** %2, align 4
  %168 = extractvalue { i8*, i32 } %166, 1
  store i32 %168, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

169:                                              ; preds = %147
  %170 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPv to i8*)
  %171 = extractvalue { i8*, i32 } %170, 0
  store i8* %171, i8** %2, align 4
  %172 = extractvalue { i8*, i32 } %170, 1
  store i32 %172, i32* %3, align 4
  br label %173

173:                                              ; preds = %169
  %174 = load i32, i32* %3, align 4
  %175 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #7
  %176 = icmp eq i32 %174, %175
  br i1 %176, label %177, label %232

177:                                              ; preds = %173
  %178 = load i8*, i8** %2, align 4
  %179 = call i8* @__cxa_begin_catch(i8* %178) #7
  store i8* %179, i8** %13, align 4
  %180 = load i8*, i8** %13, align 4
  %181 = bitcast i8* %180 to i32*
  %182 = load i32, i32* %181, align 4
  %183 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i32 noundef %182)
          to label %184 unwind label %188

184:                                              ; preds = %177
  call void @__cxa_end_catch() #7
  br label %185

185:                                              ; preds = %184
  %186 = call i8* @__cxa_allocate_exception(i32 4) #7
  %187 = bitcast i8* %186 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %187, align 8
  invoke void @__cxa_throw(i8* %186, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #8
          to label %240 unwind label %192

188:                                              ; preds = %177
  %189 = landingpad { i8*, i32 }
          cleanup
  %190 = extractvalue { i8*, i32 } %189, 0
  store i8* %190, i8** %2, align 4
  %191 = extractvalue { i8*, i32 } %189, 1
  store i32 %191, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

192:                                              ; preds = %185
  %193 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)
  %194 = extractvalue { i8*, i32 } %193, 0
  store i8* %194, i8** %2, align 4
  %195 = extractvalue { i8*, i32 } %193, 1
  store i32 %195, i32* %3, align 4
  br label %196

196:                                              ; preds = %192
  %197 = load i32, i32* %3, align 4
  %198 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #7
  %199 = icmp eq i32 %197, %198
  br i1 %199, label %200, label %207

200:                                              ; preds = %196
  %201 = load i8*, i8** %2, align 4
  %202 = call i8* @__cxa_begin_catch(i8* %201) #7
  %203 = bitcast i8* %202 to %struct.Base*
  store %struct.Base* %203, %struct.Base** %15, align 4
  %204 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.10, i32 0, i32 0))
          to label %205 unwind label %227

205:                                              ; preds = %200
  call void @__cxa_end_catch()
  br label %206

206:                                              ; preds = %205, %222
  ret i32 0

207:                                              ; preds = %196
  %208 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)) #7
  %209 = icmp eq i32 %197, %208
  br i1 %209, label %210, label %232

210:                                              ; preds = %207
  %211 = load i8*, i8** %2, align 4
  %212 = call i8* @__cxa_begin_catch(i8* %211) #7
  %213 = bitcast i8* %212 to %struct.Derived*
  store %struct.Derived* %213, %struct.Derived** %14, align 4
  %214 = load %struct.Derived*, %struct.Derived** %14, align 4
  %215 = bitcast %struct.Derived* %214 to i32 (%struct.Derived*)***
  %216 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %215, align 4
  %217 = getelementptr inbounds i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %216, i64 0
  %218 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %217, align 4
  %219 = invoke noundef i32 %218(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %214)
          to label %220 unwind label %223

220:                                              ; preds = %210
  %221 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i32 noundef %219)
          to label %222 unwind label %223

222:                                              ; preds = %220
  call void @__cxa_end_catch() #7
  br label %206

223:                                              ; preds = %220, %210
  %224 = landingpad { i8*, i32 }
          cleanup
  %225 = extractvalue { i8*, i32 } %224, 0
  store i8* %225, i8** %2, align 4
  %226 = extractvalue { i8*, i32 } %224, 1
  store i32 %226, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %232

227:                                              ; preds = %200
  %228 = landingpad { i8*, i32 }
          cleanup
  %229 = extractvalue { i8*, i32 } %228, 0
  store i8* %229, i8** %2, align 4
  %230 = extractvalue { i8*, i32 } %228, 1
  store i32 %230, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %231 unwind label %237

231:                                              ; preds = %227
  br label %232

232:                                              ; preds = %231, %223, %207, %188, %173, %165, %161, %150, %129, %125, %116, %96, %80, %72, %56, %48, %22
  %233 = load i8*, i8** %2, align 4
  %234 = load i32, i32* %3, align 4
  %235 = insertvalue { i8*, i32 } undef, i8* %233, 0
  %236 = insertvalue { i8*, i32 } %235, i32 %234, 1
  resume { i8*, i32 } %236

237:                                              ; preds = %227
  %238 = landingpad { i8*, i32 }
          catch i8* null
  %239 = extractvalue { i8*, i32 } %238, 0
  call void @__clang_call_terminate(i8* %239) #9
  unreachable

240:                                              ; preds = %185, %147, %113, %93, %68, %45, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Derived* @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %4) #7
  %6 = bitcast %struct.Derived* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Derived* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Base* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZNK7Derived2idEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZNK4Base2idEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret i32 1
}

; Function Attrs: noinline
define internal void @_GLOBAL__sub_I_catch_by_pointer.cpp() #0 section "__TEXT,__StaticInit,regular,pure_instructions" {
  call void @__cxx_global_var_init()
  ret void
}

attributes #0 = { noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
