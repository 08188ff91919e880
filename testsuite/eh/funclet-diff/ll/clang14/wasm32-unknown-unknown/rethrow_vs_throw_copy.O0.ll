; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Base = type { i32 (...)**, i32 }
%struct.Derived = type { %struct.Base }

$_ZN7DerivedC2Ei = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN4BaseC2ERKS_ = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseC2Ei = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Derived* (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*), i8* bitcast (i8* (%struct.Derived*)* @_ZNK7Derived4kindEv to i8*)] }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4kindEv to i8*)] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Base*, align 4
  %4 = alloca %struct.Base*, align 4
  %5 = alloca %struct.Derived*, align 4
  %6 = alloca %struct.Base*, align 4
  %7 = alloca %struct.Derived*, align 4
  store i32 0, i32* %1, align 4
  %8 = call i8* @__cxa_allocate_exception(i32 8) #3
  %9 = bitcast i8* %8 to %struct.Derived*
  %10 = invoke noundef %struct.Derived* @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %11 unwind label %138

11:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Derived* (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*)) #6
          to label %159 unwind label %12

12:                                               ; preds = %11, %138
  %13 = catchswitch within none [label %14] unwind label %42

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %16 = call i8* @llvm.wasm.get.exception(token %15)
  store i8* %16, i8** %2, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %41

20:                                               ; preds = %14
  %21 = load i8*, i8** %2, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #3 [ "funclet"(token %15) ]
  %23 = bitcast i8* %22 to %struct.Base*
  store %struct.Base* %23, %struct.Base** %3, align 4
  %24 = load %struct.Base*, %struct.Base** %3, align 4
  %25 = bitcast %struct.Base* %24 to i8* (%struct.Base*)***
  %26 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %25, align 4
  %27 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %26, i64 2
  %28 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %27, align 4
  %29 = invoke noundef i8* %28(%struct.Base* noundef nonnull align 4 dereferenceable(8) %24) [ "funclet"(token %15) ]
          to label %30 unwind label %142

30:                                               ; preds = %20
  %31 = load %struct.Base*, %struct.Base** %3, align 4
  %32 = getelementptr inbounds %struct.Base, %struct.Base* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i8* noundef %29, i32 noundef %33) [ "funclet"(token %15) ]
          to label %35 unwind label %142

35:                                               ; preds = %30
  %36 = call i8* @__cxa_allocate_exception(i32 8) #3 [ "funclet"(token %15) ]
  %37 = bitcast i8* %36 to %struct.Base*
  %38 = load %struct.Base*, %struct.Base** %3, align 4
  %39 = invoke noundef %struct.Base* @_ZN4BaseC2ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %37, %struct.Base* noundef nonnull align 4 dereferenceable(8) %38) [ "funclet"(token %15) ]
          to label %40 unwind label %140

40:                                               ; preds = %35
  invoke void @__cxa_throw(i8* %36, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #6 [ "funclet"(token %15) ]
          to label %159 unwind label %142

41:                                               ; preds = %14
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %15) ]
          to label %159 unwind label %42

42:                                               ; preds = %41, %144, %12
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %46 = call i8* @llvm.wasm.get.exception(token %45)
  store i8* %46, i8** %2, align 4
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  %48 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #3
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %57

50:                                               ; preds = %44
  %51 = load i8*, i8** %2, align 4
  %52 = call i8* @__cxa_begin_catch(i8* %51) #3 [ "funclet"(token %45) ]
  %53 = bitcast i8* %52 to %struct.Derived*
  store %struct.Derived* %53, %struct.Derived** %5, align 4
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %45) ]
          to label %55 unwind label %148

55:                                               ; preds = %50
  call void @__cxa_end_catch() [ "funclet"(token %45) ]
  catchret from %45 to label %56

56:                                               ; preds = %55
  br label %78

57:                                               ; preds = %44
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %59 = icmp eq i32 %47, %58
  br i1 %59, label %60, label %77

60:                                               ; preds = %57
  %61 = load i8*, i8** %2, align 4
  %62 = call i8* @__cxa_begin_catch(i8* %61) #3 [ "funclet"(token %45) ]
  %63 = bitcast i8* %62 to %struct.Base*
  store %struct.Base* %63, %struct.Base** %4, align 4
  %64 = load %struct.Base*, %struct.Base** %4, align 4
  %65 = bitcast %struct.Base* %64 to i8* (%struct.Base*)***
  %66 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %65, align 4
  %67 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %66, i64 2
  %68 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %67, align 4
  %69 = invoke noundef i8* %68(%struct.Base* noundef nonnull align 4 dereferenceable(8) %64) [ "funclet"(token %45) ]
          to label %70 unwind label %145

70:                                               ; preds = %60
  %71 = load %struct.Base*, %struct.Base** %4, align 4
  %72 = getelementptr inbounds %struct.Base, %struct.Base* %71, i32 0, i32 1
  %73 = load i32, i32* %72, align 4
  %74 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %69, i32 noundef %73) [ "funclet"(token %45) ]
          to label %75 unwind label %145

75:                                               ; preds = %70
  call void @__cxa_end_catch() [ "funclet"(token %45) ]
  catchret from %45 to label %76

76:                                               ; preds = %75
  br label %78

77:                                               ; preds = %57
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %45) ]
  unreachable

78:                                               ; preds = %56, %76, %137
  %79 = call i8* @__cxa_allocate_exception(i32 8) #3
  %80 = bitcast i8* %79 to %struct.Derived*
  %81 = invoke noundef %struct.Derived* @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %80, i32 noundef 2)
          to label %82 unwind label %151

82:                                               ; preds = %78
  invoke void @__cxa_throw(i8* %79, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Derived* (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*)) #6
          to label %159 unwind label %83

83:                                               ; preds = %82, %151
  %84 = catchswitch within none [label %85] unwind label %108

85:                                               ; preds = %83
  %86 = catchpad within %84 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %87 = call i8* @llvm.wasm.get.exception(token %86)
  store i8* %87, i8** %2, align 4
  %88 = call i32 @llvm.wasm.get.ehselector(token %86)
  %89 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %107

91:                                               ; preds = %85
  %92 = load i8*, i8** %2, align 4
  %93 = call i8* @__cxa_begin_catch(i8* %92) #3 [ "funclet"(token %86) ]
  %94 = bitcast i8* %93 to %struct.Base*
  store %struct.Base* %94, %struct.Base** %6, align 4
  %95 = load %struct.Base*, %struct.Base** %6, align 4
  %96 = bitcast %struct.Base* %95 to i8* (%struct.Base*)***
  %97 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %96, align 4
  %98 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %97, i64 2
  %99 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %98, align 4
  %100 = invoke noundef i8* %99(%struct.Base* noundef nonnull align 4 dereferenceable(8) %95) [ "funclet"(token %86) ]
          to label %101 unwind label %153

101:                                              ; preds = %91
  %102 = load %struct.Base*, %struct.Base** %6, align 4
  %103 = getelementptr inbounds %struct.Base, %struct.Base* %102, i32 0, i32 1
  %104 = load i32, i32* %103, align 4
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i8* noundef %100, i32 noundef %104) [ "funclet"(token %86) ]
          to label %106 unwind label %153

106:                                              ; preds = %101
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %86) ]
          to label %159 unwind label %153

107:                                              ; preds = %85
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %86) ]
          to label %159 unwind label %108

108:                                              ; preds = %107, %155, %83
  %109 = catchswitch within none [label %110] unwind to caller

110:                                              ; preds = %108
  %111 = catchpad within %109 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)]
  %112 = call i8* @llvm.wasm.get.exception(token %111)
  store i8* %112, i8** %2, align 4
  %113 = call i32 @llvm.wasm.get.ehselector(token %111)
  %114 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #3
  %115 = icmp eq i32 %113, %114
  br i1 %115, label %116, label %134

116:                                              ; preds = %110
  %117 = load i8*, i8** %2, align 4
  %118 = call i8* @__cxa_begin_catch(i8* %117) #3 [ "funclet"(token %111) ]
  %119 = bitcast i8* %118 to %struct.Derived*
  store %struct.Derived* %119, %struct.Derived** %7, align 4
  %120 = load %struct.Derived*, %struct.Derived** %7, align 4
  %121 = bitcast %struct.Derived* %120 to i8* (%struct.Derived*)***
  %122 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %121, align 4
  %123 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %122, i64 2
  %124 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %123, align 4
  %125 = invoke noundef i8* %124(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %120) [ "funclet"(token %111) ]
          to label %126 unwind label %156

126:                                              ; preds = %116
  %127 = load %struct.Derived*, %struct.Derived** %7, align 4
  %128 = bitcast %struct.Derived* %127 to %struct.Base*
  %129 = getelementptr inbounds %struct.Base, %struct.Base* %128, i32 0, i32 1
  %130 = load i32, i32* %129, align 4
  %131 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %125, i32 noundef %130) [ "funclet"(token %111) ]
          to label %132 unwind label %156

132:                                              ; preds = %126
  call void @__cxa_end_catch() [ "funclet"(token %111) ]
  catchret from %111 to label %133

133:                                              ; preds = %132
  br label %135

134:                                              ; preds = %110
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %111) ]
  unreachable

135:                                              ; preds = %133, %136
  ret i32 0

136:                                              ; No predecessors!
  br label %135

137:                                              ; No predecessors!
  br label %78

138:                                              ; preds = %0
  %139 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %8) #3 [ "funclet"(token %139) ]
  cleanupret from %139 unwind label %12

140:                                              ; preds = %35
  %141 = cleanuppad within %15 []
  call void @__cxa_free_exception(i8* %36) #3 [ "funclet"(token %141) ]
  cleanupret from %141 unwind label %142

142:                                              ; preds = %40, %140, %30, %20
  %143 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %143) ]
          to label %144 unwind label %160

144:                                              ; preds = %142
  cleanupret from %143 unwind label %42

145:                                              ; preds = %70, %60
  %146 = cleanuppad within %45 []
  invoke void @__cxa_end_catch() [ "funclet"(token %146) ]
          to label %147 unwind label %162

147:                                              ; preds = %145
  cleanupret from %146 unwind to caller

148:                                              ; preds = %50
  %149 = cleanuppad within %45 []
  invoke void @__cxa_end_catch() [ "funclet"(token %149) ]
          to label %150 unwind label %164

150:                                              ; preds = %148
  cleanupret from %149 unwind to caller

151:                                              ; preds = %78
  %152 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %79) #3 [ "funclet"(token %152) ]
  cleanupret from %152 unwind label %83

153:                                              ; preds = %106, %101, %91
  %154 = cleanuppad within %86 []
  invoke void @__cxa_end_catch() [ "funclet"(token %154) ]
          to label %155 unwind label %166

155:                                              ; preds = %153
  cleanupret from %154 unwind label %108

156:                                              ; preds = %126, %116
  %157 = cleanuppad within %111 []
  invoke void @__cxa_end_catch() [ "funclet"(token %157) ]
          to label %158 unwind label %168

158:                                              ; preds = %156
  cleanupret from %157 unwind to caller

159:                                              ; preds = %107, %106, %82, %41, %40, %11
  unreachable

160:                                              ; preds = %142
  %161 = cleanuppad within %143 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %161) ]
  unreachable

162:                                              ; preds = %145
  %163 = cleanuppad within %146 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %163) ]
  unreachable

164:                                              ; preds = %148
  %165 = cleanuppad within %149 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %165) ]
  unreachable

166:                                              ; preds = %153
  %167 = cleanuppad within %154 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %167) ]
  unreachable

168:                                              ; preds = %156
  %169 = cleanuppad within %157 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %169) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Derived* @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Derived*, align 4
  %4 = alloca i32, align 4
  store %struct.Derived* %0, %struct.Derived** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Derived*, %struct.Derived** %3, align 4
  %6 = bitcast %struct.Derived* %5 to %struct.Base*
  %7 = load i32, i32* %4, align 4
  %8 = call noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef %7)
  %9 = bitcast %struct.Derived* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  ret %struct.Derived* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Derived* @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %4) #3
  ret %struct.Derived* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2ERKS_(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.Base* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store %struct.Base* %1, %struct.Base** %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load %struct.Base*, %struct.Base** %4, align 4
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 10
  store i32 %11, i32* %7, align 4
  %12 = load %struct.Base*, %struct.Base** %4, align 4
  %13 = getelementptr inbounds %struct.Base, %struct.Base* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), i32 noundef %14, i32 noundef %16)
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret %struct.Base* %3

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %10) ]
  unreachable
}

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca i32, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %10)
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = call noundef %struct.Derived* @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.Derived* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK7Derived4kindEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK4Base4kindEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
